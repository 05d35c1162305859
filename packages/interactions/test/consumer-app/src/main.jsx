import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
// The app's own CSS first, then the package's compiled CSS, imported once as its README says.
import './consumer.css';
import '@portfolio/interactions/styles.css';
import { App } from './App.jsx';

// index.html holds the server-rendered app (prerender.mjs): hydrate it.
hydrateRoot(
  document.getElementById('root'),
  <StrictMode>
    <App />
  </StrictMode>,
);
