export { vars, lightTheme, darkTheme, lightTokens, darkTokens } from './vars.css.js';
