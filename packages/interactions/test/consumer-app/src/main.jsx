import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The app's own CSS first, then the package's compiled CSS, imported once as its README says.
import './consumer.css';
import '@portfolio/interactions/styles.css';
import { App } from './App.jsx';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
