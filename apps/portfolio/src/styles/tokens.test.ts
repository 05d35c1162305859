// "No raw px where a token exists": every stylesheet of the site and the package spells spacing
// and corner radii on the theme's scales through `vars`, so changing a token changes them all.
// Off-scale values (18px, 56px …) stay literal; they are the designer's, and visible as such.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lightTokens } from '@portfolio/interactions';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const roots = ['apps/portfolio/src', 'packages/interactions/src'].map((dir) => join(repo, dir));

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') || entry.name === 'recipes.ts' ? [path] : [];
  });
}

/** px values of a scale: `{ '4': '16px', … }` → `Map { 16 → "vars.space['4']" }`. */
const scale = (name: string, tokens: Record<string, string>) =>
  new Map(
    Object.entries(tokens)
      .filter(([, value]) => /^\d+px$/.test(value))
      .map(([key, value]) => [Number.parseInt(value, 10), `vars.${name}['${key}']`]),
  );
const space = scale('space', lightTokens.space);
const radius = scale('radius', lightTokens.radius);

const SPACING =
  /\b(?:padding\w*|margin\w*|gap|rowGap|columnGap|inset\w*|top|right|bottom|left|scrollMargin\w*|scrollPadding\w*)\s*:\s*(?:'([^']*)'|`([^`]*)`|(-?\d+)\s*[,}])/g;
const RADIUS = /\bborder\w*Radius\s*:\s*(?:'([^']*)'|`([^`]*)`|(\d+)\s*[,}])/g;

/** `where: property value → token` for each raw px in `text` that a token could stand for. */
function rawTokenValues(text: string, where: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [pattern, tokens] of [
      [SPACING, space],
      [RADIUS, radius],
    ] as const) {
      for (const [whole, quoted, template, bare] of line.matchAll(pattern)) {
        const values = bare
          ? [Math.abs(Number(bare))]
          : [...(quoted ?? template ?? '').replace(/\$\{[^}]*\}/g, '').matchAll(/(\d+)px\b/g)].map(
              (px) => Number(px[1]),
            );
        for (const value of values) {
          const token = tokens.get(value);
          if (token) found.push(`${where}:${index + 1}: ${whole.trim()} → ${token}`);
        }
      }
    }
  });
  return found;
}

describe('design tokens', () => {
  it('reads the scales, and finds a raw value on them but not an off-scale one', () => {
    expect(space.get(16)).toBe("vars.space['4']");
    expect(radius.get(10)).toBe("vars.radius['md']");
    const probe = [
      "padding: '12px 18px',",
      'gap: 8,',
      "borderRadius: '6px',",
      "margin: '18px',",
      "padding: `${vars.space['3']} 18px`,",
    ].join('\n');
    expect(rawTokenValues(probe, 'probe')).toEqual([
      "probe:1: padding: '12px 18px' → vars.space['3']",
      "probe:2: gap: 8, → vars.space['2']",
      "probe:3: borderRadius: '6px' → vars.radius['sm']",
    ]);
  });

  it('spells spacing and radii on the theme scales through vars, in the site and the package', () => {
    const files = roots.flatMap(styleFiles);
    expect(files.length).toBeGreaterThan(30);
    const found = files.flatMap((file) =>
      rawTokenValues(readFileSync(file, 'utf8'), relative(repo, file)),
    );
    expect(found).toEqual([]);
  });
});
