import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/inter/opsz.css';
import '@fontsource/instrument-serif/latin-400-italic.css';
// After @fontsource's faces: the preloaded subsets of the site's characters (tools/vite-plugins/font-subset.ts).
import './fonts/site/site-fonts.css';
// Unlayered: the site's own element resets (button { color: inherit }) must not restyle the demos.
import '@portfolio/interactions/styles.unlayered.css';
import './styles/global.css';
import './fonts/fonts.css';
import { App } from './App';
import { RouteHead } from './seo/RouteHead';
import { isCaseStudyPath } from './routes/paths';
import { applyDeferredStylesheets } from './styles/deferredCss';
import { listenForReact } from './boot/reactEvents';
import { declareMoreFaces, watchTypedCharacters } from './fonts/moreFaces';

// The full stylesheets, deferred by the prerender behind the inline critical CSS.
void applyDeferredStylesheets();
// The web fonts' faces for characters the page's own lack, if a field is given one (src/fonts/moreFaces.ts).
watchTypedCharacters();

// Decide the intro before the first render. Built pages run it in an inline head script
// (tools/prerender/build.ts), so only `vite dev` needs it here; production drops this branch.
if (import.meta.env.DEV) {
  const { runIntroBoot } = await import('./intro/introBoot');
  runIntroBoot();
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <RouteHead />
      <App />
    </BrowserRouter>
  </StrictMode>
);

/** The tags <RouteHead /> and the 404 page render into <head>. */
const PRERENDERED_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], link[rel="canonical"], meta[property^="og:"], meta[name^="twitter:"]';

const container = document.getElementById('root');
if (container) {
  // React listens from #root, and from document.body once the password dialog's portal mounts
  // there: only to the events the site's components handle (src/boot/reactEvents.ts).
  listenForReact(container);
  listenForReact(document.body);
  if (!container.hasChildNodes()) {
    // The dev server's empty #root.
    createRoot(container).render(app);
  } else if (container.dataset.prerendered === '404' && isCaseStudyPath(location.pathname)) {
    // 404.html answers every unknown path. Most render the catch-all route exactly like the
    // prerendered /404 and are hydrated; an unknown case-study slug goes through the lazy
    // case-study page first, so its markup cannot match: render it, with the head tags handed
    // over to the case-study page (its <HeadTags />).
    for (const tag of document.head.querySelectorAll(PRERENDERED_HEAD_TAGS)) tag.remove();
    // Not the prerendered page's characters: every face (src/fonts/moreFaces.ts).
    declareMoreFaces();
    createRoot(container).render(app);
  } else {
    // Hydration as a transition: React hydrates the page in slices of a few milliseconds and
    // yields to the browser between them, instead of one long task after the modules are
    // evaluated (docs/decisions.md, Performance architecture). A tap on a part not yet hydrated
    // is replayed once that part is.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  }
}
