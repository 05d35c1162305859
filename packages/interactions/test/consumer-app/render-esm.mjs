// Loads the packages' ESM entry in plain Node (no bundler) and server-renders each component;
// also prints the theme class names the entry exports.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as interactions from '@portfolio/interactions';

const html = {};
for (const name of ['SmartFormValidation', 'ProgressIndicator', 'PricingCalculator']) {
  html[name] = renderToString(createElement(interactions[name]));
}
const themes = { lightTheme: interactions.lightTheme, darkTheme: interactions.darkTheme };
process.stdout.write(JSON.stringify({ html, themes }));
