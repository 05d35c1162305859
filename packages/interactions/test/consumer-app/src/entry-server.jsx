import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PricingCalculator, ProgressIndicator, SmartFormValidation } from '@portfolio/interactions';
import { App } from './App.jsx';

/** The whole app as the server sends it, for hydrateRoot in main.jsx. */
export function renderApp() {
  return renderToString(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Server-renders each component alone, with no props, and the whole app. */
export function render() {
  return {
    SmartFormValidation: renderToString(<SmartFormValidation />),
    ProgressIndicator: renderToString(<ProgressIndicator />),
    PricingCalculator: renderToString(<PricingCalculator />),
    App: renderToString(<App />),
  };
}
