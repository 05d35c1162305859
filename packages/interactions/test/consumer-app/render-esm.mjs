// Loads the packages' ESM entry in plain Node (no bundler) and server-renders each component.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as interactions from '@portfolio/interactions';

const html = {};
for (const name of ['SmartFormValidation', 'ProgressIndicator', 'PricingCalculator']) {
  html[name] = renderToString(createElement(interactions[name]));
}
process.stdout.write(JSON.stringify({ html }));
