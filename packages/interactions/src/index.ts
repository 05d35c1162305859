export { vars, lightTheme, darkTheme, lightTokens, darkTokens } from './theme/index.js';
