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

const container = document.getElementById('root');
if (container) {
  // Prerendered HTML is hydrated; the dev server's empty #root is rendered from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
