// Every font size the built stylesheets set (`font-size`, or the `font` shorthand's) is on the type scale (src/styles/type.ts): a theme
// step (`var(--pf-font-size-*)`), one of the site's own steps, a display or lead size, a relative
// size, or the root's 100% (issue 33). src/styles/tokens.test.ts holds the sources; this holds what
// ships, minified, with the package's stylesheet in it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vars } from '@portfolio/interactions';
import { display, fontSize, leadSize, relativeSize } from '../src/styles/type';
import { dist, requireBuild } from '../tools/test-support/dist';

/** A CSS value as the minifier writes it: no space after a comma, no leading zero. */
const minified = (value: string) =>
  value
    .trim()
    .replace(/,\s+/g, ',')
    .replace(/(^|[^\d.])0\./g, '$1.');

const onScale = new Set(
  [
    ...Object.values(vars.fontSize),
    ...Object.values(fontSize),
    ...Object.values(display).map(({ size }) => size),
    ...Object.values(leadSize),
    ...Object.values(relativeSize),
    // The root's size, which the rem steps scale from (src/styles/global.css.ts).
    '100%',
  ].map(minified),
);

/**
 * The size of a `font` shorthand as the minifier writes it (`var(--pf-font-size-sm)/1.4 var(…)`,
 * `600 1rem Inter`), or null for a CSS-wide keyword (`inherit`): the first part after the style,
 * weight and stretch keywords, without its `/leading`.
 */
function shorthandSize(value: string): string | null {
  if (/^(?:inherit|initial|unset|revert(?:-layer)?)$/.test(value.trim())) return null;
  const parts = value.trim().match(/(?:[^\s(]+|\([^)]*\))+/g) ?? [];
  const size = parts.find(
    (part) =>
      !/^(?:normal|italic|oblique|small-caps|bold|bolder|lighter|\d{3}|[a-z-]*condensed|[a-z-]*expanded)$/.test(
        part,
      ),
  );
  return size?.split('/')[0] ?? '';
}

describe('the type scale in the built stylesheets', () => {
  it('knows a step once minified, and not a raw size', () => {
    expect(onScale.has(minified('0.9375rem'))).toBe(true);
    expect(onScale.has('clamp(1.0625rem,1rem + .3vw,1.1875rem)')).toBe(true);
    expect(onScale.has('15px')).toBe(false);
    expect(onScale.has('1.0625rem')).toBe(false);
    expect(shorthandSize('var(--pf-font-size-sm)/1.4 var(--pf-font-mono)')).toBe(
      'var(--pf-font-size-sm)',
    );
    expect(shorthandSize('italic 600 17px/1.2 Inter,sans-serif')).toBe('17px');
    expect(shorthandSize('clamp(1rem,2vw,2rem) serif')).toBe('clamp(1rem,2vw,2rem)');
    expect(shorthandSize('inherit')).toBeNull();
  });

  it('sets every font size from the scale', () => {
    requireBuild();
    const assets = join(dist, 'assets');
    const sizes = new Map<string, string>();
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.css')))
      for (const [, property, value] of readFileSync(join(assets, file), 'utf8').matchAll(
        /(?<![\w-])(font-size|font):([^;}]+)/g,
      )) {
        const size = property === 'font' ? shorthandSize(value!) : value!.trim();
        if (size !== null) sizes.set(size, file);
      }
    expect(sizes.size).toBeGreaterThan(10);
    const offScale = [...sizes].filter(([value]) => !onScale.has(value));
    expect(offScale.map(([value, file]) => `${file}: font-size:${value}`)).toEqual([]);
  });
});
