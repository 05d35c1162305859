import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@fontsource-variable/inter/opsz.css';
import '@fontsource/instrument-serif/latin-400-italic.css';
import '@portfolio/interactions/styles.css';
import './styles/global.css';
import './fonts/fonts.css';
import { runIntroBoot } from './intro/introBoot';
import { App } from './App';
import { RouteHead } from './seo/RouteHead';

// Decide the intro before the first render. Prerendered pages already ran it in an inline
// head script (prerender/build.mjs); the call is idempotent, so this only acts in `vite dev`.
runIntroBoot();

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
  // Prerendered HTML is hydrated; the dev server's empty #root is rendered from scratch.
  if (!container.hasChildNodes()) createRoot(container).render(app);
  else if (container.dataset.prerendered !== '404') hydrateRoot(container, app);
  else {
    // 404.html answers every unknown path, and the client may route one differently from the
    // prerendered /404 (an unknown case-study slug goes through the lazy case-study page), so
    // the 404 document is rendered rather than hydrated, its head tags handed to <RouteHead />.
    for (const tag of document.head.querySelectorAll(PRERENDERED_HEAD_TAGS)) tag.remove();
    createRoot(container).render(app);
  }
}
