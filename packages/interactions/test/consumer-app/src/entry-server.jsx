import { renderToString } from 'react-dom/server';
import { PricingCalculator, ProgressIndicator, SmartFormValidation } from '@portfolio/interactions';
import { App } from './App.jsx';

/** Server-renders each component alone, with no props, and the whole app. */
export function render() {
  return {
    SmartFormValidation: renderToString(<SmartFormValidation />),
    ProgressIndicator: renderToString(<ProgressIndicator />),
    PricingCalculator: renderToString(<PricingCalculator />),
    App: renderToString(<App />),
  };
}
