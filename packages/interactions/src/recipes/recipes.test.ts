import { describe, expect, test } from 'vitest';
import * as root from '../index.js';
import {
  button,
  buttonSize,
  buttonVariant,
  chip,
  chipSize,
  chipTone,
  spinner,
  spinnerSize,
} from './index.js';
import * as recipes from './index.js';

const classes = (names: string) => names.split(' ').filter(Boolean);

describe('button()', () => {
  test('is a medium primary button by default', () => {
    expect(button()).toBe(buttonVariant.primary);
    expect(button()).toBe(button({ variant: 'primary', size: 'md' }));
  });

  test('adds the small size after the look, and the full width last', () => {
    expect(classes(button({ variant: 'ghost', size: 'sm' }))).toEqual([
      ...classes(buttonVariant.ghost),
      buttonSize.sm,
    ]);
    expect(classes(button({ variant: 'secondary', fullWidth: true }))).toEqual([
      ...classes(buttonVariant.secondary),
      classes(button({ fullWidth: true })).at(-1),
    ]);
  });

  test('gives every look its own class on a shared base', () => {
    const [primary, secondary, ghost] = [
      buttonVariant.primary,
      buttonVariant.secondary,
      buttonVariant.ghost,
    ].map(classes);
    expect(new Set([primary?.[0], secondary?.[0], ghost?.[0]]).size).toBe(3);
    const shared = primary?.filter((name) => secondary?.includes(name) && ghost?.includes(name));
    expect(shared).toHaveLength(1);
  });
});

describe('chip()', () => {
  test('is a neutral chip by default, a success one on request, small inside a control', () => {
    expect(chip()).toBe(chipTone.neutral);
    expect(chip({ tone: 'success' })).toBe(chipTone.success);
    expect(classes(chip({ tone: 'success', size: 'sm' }))).toEqual([
      ...classes(chipTone.success),
      chipSize.sm,
    ]);
  });
});

describe('spinner()', () => {
  test('is medium by default and takes the small and large sizes', () => {
    expect(spinner()).toBe(spinnerSize.md);
    expect(spinner({ size: 'sm' })).toBe(spinnerSize.sm);
    expect(spinner({ size: 'lg' })).toBe(spinnerSize.lg);
  });
});

describe('the recipes entry', () => {
  test('hands out the same class names as the root entry', () => {
    for (const [name, value] of Object.entries(recipes))
      expect(root[name as keyof typeof root], name).toBe(value);
  });

  test('names visuallyHidden, the text roles, the field parts, the surfaces and the focus ring', () => {
    expect(recipes.visuallyHidden).toMatch(/\S/);
    expect(Object.keys(recipes.text)).toEqual([
      'title',
      'label',
      'description',
      'caption',
      'eyebrow',
    ]);
    expect(Object.keys(recipes.field)).toEqual(['wrap', 'input', 'action']);
    for (const name of [recipes.card, recipes.inset, recipes.focusRing]) expect(name).toMatch(/\S/);
  });
});
