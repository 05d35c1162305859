import { Outlet, useLocation } from 'react-router-dom';
import { IntroOverlay, pageShell } from '../intro/IntroOverlay';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { ToastProvider } from '../ui/Toast';
import { useScrollOnNavigation } from './useScrollOnNavigation';
import * as styles from './SiteLayout.css';
// The development-build ribbon's style (its markup is in the page template: tools/vite-plugins/dev-build-ribbon.ts).
import './DevBuildRibbon.css';

/**
 * Every page's frame: skip link, the header with the navigation pill, one `main`, the
 * contact footer and the toast. On home it also carries the intro quote, outside the
 * page shell that slides in under it.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigation();
  return (
    <ToastProvider>
      <SkipLink />
      {pathname === '/' ? <IntroOverlay /> : null}
      <div className={pageShell}>
        <Header />
        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </ToastProvider>
  );
}
