import { resolveTheme, THEME_KEY, toggleTheme, type Theme } from '@portfolio/core';
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
  local.set(THEME_KEY, theme);
}

/**
 * Finishes the colour transitions a theme change started, so the new colours apply at once (the
 * sun/moon icon's transform and opacity still turn). getAnimations() brings style up to date,
 * which creates the transitions; a finished one can start its children's (their inherited colour
 * changes only then): again until none is left.
 */
export function finishColourFades(): void {
  let fading: Animation[];
  do {
    fading = (document.getAnimations?.() ?? []).filter((animation) =>
      /color|background|border|fill|stroke|shadow/.test(
        (animation as CSSTransition).transitionProperty,
      ),
    );
    for (const animation of fading) animation.finish();
  } while (fading.length > 0);
}

/**
 * Flips the document's theme and persists it (docs/spec.md §4), and finishes the colour transitions the
 * flip starts. The inline event contract flips with this before the app starts: the rules that hold
 * fades off (`toggleDocumentTheme`, src/layout/themeSwitch.ts) are not in a page's critical CSS.
 */
export function flipDocumentTheme(): void {
  applyTheme(toggleTheme(readTheme()));
  finishColourFades();
}
