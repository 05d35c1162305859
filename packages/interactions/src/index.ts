export { vars, lightTheme, darkTheme, autoTheme, lightTokens, darkTokens } from './theme/index.js';
export * from './smart-form-validation/index.js';
export * from './progress-indicator/index.js';
export * from './pricing-calculator/index.js';
export * from './icons/index.js';
