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
 * Flips the document's theme and persists it (spec §4), and finishes the colour transitions the
 * flip starts, so the new colours apply at once (the sun/moon icon's transform and opacity still
 * turn). The inline event contract flips with this before the app starts: the rules that hold
 * fades off (`toggleDocumentTheme`) are not in a page's critical CSS.
 */
export function flipDocumentTheme(): void {
  applyTheme(toggleTheme(readTheme()));
  // getAnimations() brings style up to date, which creates the transitions the flip starts. A
  // finished one can start its children's (their inherited colour changes only then): again
  // until none is left.
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
 * The theme toggle's switch: the new colours apply at once and start no fade, with one restyle of
 * the page. The site's colour transitions are held off by `<html data-theme-switching>` while the
 * new theme's style is computed (`themeSwitching`, src/styles/tokens.ts), and the attribute comes
 * off in the same task, which restyles only the elements of those rules. A fade started and
 * finished cost its element three transition events in the switch's frame; any still started (a
 * component styled outside the site) is finished. A rule on every element (`*`) held off for a
 * frame restyled the whole page a second time, as a colour transition on the root, finished,
 * does (issue 30).
 */
export function toggleDocumentTheme(): void {
  const root = document.documentElement;
  root.setAttribute('data-theme-switching', '');
  flipDocumentTheme();
  root.removeAttribute('data-theme-switching');
}
