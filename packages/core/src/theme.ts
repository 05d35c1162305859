export type Theme = 'dark' | 'light';

/** Dark unless light was stored (docs/spec.md §4). */
export const DEFAULT_THEME: Theme = 'dark';

/** The theme for a stored value: "light" or "dark", anything else is the default. */
export function resolveTheme(stored: string | null | undefined): Theme {
  return stored === 'light' || stored === 'dark' ? stored : DEFAULT_THEME;
}

/** The other theme. */
export function toggleTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}
