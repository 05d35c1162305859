import { darkTheme, lightTheme } from '../packages/interactions/src/theme/index.js';
import type { ThemeName } from './storybook-themes';

/** The site opens in dark (apps/portfolio/index.html); Storybook does too. */
export const DEFAULT_THEME: ThemeName = 'dark';

export function toThemeName(value: unknown): ThemeName {
  return value === 'light' ? 'light' : value === 'dark' ? 'dark' : DEFAULT_THEME;
}

/**
 * Themes the whole preview document the way the site themes <html>: the package's theme
 * class and data-theme (so the tokens resolve everywhere, portals included), the colour
 * scheme for native controls and scrollbars, and the token background behind the canvas.
 */
export function applyDocumentTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.classList.toggle(darkTheme, theme === 'dark');
  root.classList.toggle(lightTheme, theme === 'light');
  root.style.colorScheme = theme;
}
