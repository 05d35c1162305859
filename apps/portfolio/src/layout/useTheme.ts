import { resolveTheme, STORAGE_KEYS, toggleTheme, type Theme } from '@portfolio/core';
import { local } from '../lib/storage';

// The theme lives on <html data-theme>, set before first paint by the head script in
// index.html; the toggle reads it from there so the two never disagree.
export function readTheme(): Theme {
  return resolveTheme(document.documentElement.getAttribute('data-theme'));
}

/** The theme toggle's name says which theme it switches to. */
export const themeToggleLabel = (theme: Theme) =>
  `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme`;

/** Applies a theme to the document and remembers it under `theme` in localStorage. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  local.set(STORAGE_KEYS.theme, theme);
}

/**
 * Flips the document's theme and persists it (spec §4). The new colours apply at once: colour
 * transitions are held off for the two frames of the switch (`data-theme-switching`,
 * src/layout/Header.css.ts).
 */
export function toggleDocumentTheme(): void {
  const root = document.documentElement;
  root.setAttribute('data-theme-switching', '');
  applyTheme(toggleTheme(readTheme()));
  requestAnimationFrame(() =>
    requestAnimationFrame(() => root.removeAttribute('data-theme-switching')),
  );
}
