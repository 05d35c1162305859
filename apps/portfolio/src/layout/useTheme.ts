import { useCallback, useSyncExternalStore } from 'react';
import {
  DEFAULT_THEME,
  resolveTheme,
  STORAGE_KEYS,
  toggleTheme,
  type Theme,
} from '@portfolio/core';
import { local } from '../lib/storage';

// The theme lives on <html data-theme>, set before first paint by the head script in
// index.html; React reads it from there so the two never disagree.
function readTheme(): Theme {
  return resolveTheme(document.documentElement.getAttribute('data-theme'));
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** Applies a theme to the document and remembers it under `theme` in localStorage. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  local.set(STORAGE_KEYS.theme, theme);
}

/** The current theme (dark on the server and while hydrating) and a toggle that flips and persists it. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);
  const toggle = useCallback(() => applyTheme(toggleTheme(readTheme())), []);
  return { theme, toggle };
}
