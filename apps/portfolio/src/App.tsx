import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SiteLayout } from './layout/SiteLayout';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { PageReady } from './pages/PageReady';
import { PageSpinner } from './pages/PageSpinner';
import { RouteErrorBoundary } from './pages/error/RouteErrorBoundary';
import { lazyPage, listenForPreloadErrors } from './pages/lazy-page';
import { reportPageView, startPageViews } from './pages/page-views';

// Lazy pages (spec §2, §7): each is its own chunk, loaded on demand; a chunk that fails to
// load reloads the page once, then shows the error page.
const CaseStudyPage = lazyPage(() => import('./pages/case-study/CaseStudyPage'));
const MicroInteractionsPage = lazyPage(
  () => import('./pages/micro-interactions/MicroInteractionsPage'),
);
const DesignPrinciplesPage = lazyPage(
  () => import('./pages/design-principles/DesignPrinciplesPage'),
);

// As early as possible: a failed preload can happen before the first effect runs.
listenForPreloadErrors();

/**
 * The site's routes (spec §2), inside the error boundary of spec §8. Each lazy route has its own
 * keyed Suspense boundary: router navigations run as transitions, which would keep the old page
 * on screen inside a reused boundary instead of showing "Loading...".
 */
export function App() {
  const location = useLocation();

  useEffect(() => {
    startPageViews();
  }, []);

  useEffect(() => {
    reportPageView(location.pathname);
  }, [location.pathname]);

  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route
            index
            element={
              <>
                <HomePage />
                <PageReady />
              </>
            }
          />
          <Route
            path="case-study/:slug"
            element={
              <Suspense key="case-study" fallback={<PageSpinner />}>
                <CaseStudyPage />
                <PageReady />
              </Suspense>
            }
          />
          <Route
            path="micro-interactions"
            element={
              <Suspense key="micro-interactions" fallback={<PageSpinner />}>
                <MicroInteractionsPage />
                <PageReady />
              </Suspense>
            }
          />
          <Route
            path="design-principles"
            element={
              <Suspense key="design-principles" fallback={<PageSpinner />}>
                <DesignPrinciplesPage />
                <PageReady />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={
              <>
                <NotFoundPage />
                <PageReady />
              </>
            }
          />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
