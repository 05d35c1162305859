/* eslint-disable @typescript-eslint/no-require-imports -- this script exercises the CommonJS entry */
// Loads the packages' CommonJS entry with require() and server-renders each component;
// also reads each CSS export through the package's exports map.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const interactions = require('@portfolio/interactions');

const html = {};
for (const name of ['SmartFormValidation', 'ProgressIndicator', 'PricingCalculator']) {
  html[name] = renderToString(createElement(interactions[name]));
}
const css = {};
for (const entry of [
  'styles.css',
  'smart-form-validation.css',
  'progress-indicator.css',
  'pricing-calculator.css',
]) {
  css[entry] = readFileSync(require.resolve(`@portfolio/interactions/${entry}`), 'utf8');
}
// The React that the app sees, react-dom's version, and the React that react-dom/server itself
// loads (resolved from react-dom's real path): all three must agree.
const fromReactDom = createRequire(require.resolve('react-dom/server'));
process.stdout.write(
  JSON.stringify({
    html,
    css,
    react: require('react/package.json').version,
    reactDom: require('react-dom/package.json').version,
    reactOfReactDom: fromReactDom('react/package.json').version,
  }),
);
