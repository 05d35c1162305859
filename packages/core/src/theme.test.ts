import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, resolveTheme, toggleTheme } from './theme.js';

describe('the theme (docs/spec.md §4: defaults to dark, toggling flips it)', () => {
  it('defaults to dark', () => {
    expect(DEFAULT_THEME).toBe('dark');
  });

  it('resolves a stored light or dark as stored', () => {
    expect(resolveTheme('light')).toBe('light');
    expect(resolveTheme('dark')).toBe('dark');
  });

  it('resolves nothing stored to dark', () => {
    expect(resolveTheme(null)).toBe('dark');
    expect(resolveTheme(undefined)).toBe('dark');
    expect(resolveTheme('')).toBe('dark');
  });

  it('resolves any other stored value to dark', () => {
    expect(resolveTheme('Light')).toBe('dark');
    expect(resolveTheme(' light')).toBe('dark');
    expect(resolveTheme('sepia')).toBe('dark');
  });

  it('toggles dark to light and light to dark', () => {
    expect(toggleTheme('dark')).toBe('light');
    expect(toggleTheme('light')).toBe('dark');
    expect(toggleTheme(toggleTheme('dark'))).toBe('dark');
  });
});
