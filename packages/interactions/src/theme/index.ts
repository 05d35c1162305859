export { vars, lightTheme, darkTheme, autoTheme, lightTokens, darkTokens } from './vars.css.js';
