export { vars, lightTheme, darkTheme, autoTheme, lightTokens, darkTokens } from './theme/index.js';
// The recipes' classes, so styles.css carries every recipe (the /recipes entry has the same names).
export * from './recipes/index.js';
export * from './smart-form-validation/index.js';
export * from './progress-indicator/index.js';
export * from './pricing-calculator/index.js';
export * from './icons/index.js';
