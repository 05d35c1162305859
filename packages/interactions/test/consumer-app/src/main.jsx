import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The compiled CSS, imported once as the package README says.
import '@portfolio/interactions/styles.css';
import { App } from './App.jsx';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
