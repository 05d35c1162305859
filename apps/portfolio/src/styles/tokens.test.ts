// "No raw px where a token exists": every stylesheet of the site and the package spells spacing
// and corner radii on the theme's scales through `vars`, so changing a token changes them all.
// Off-scale values (18px, 56px …) stay literal; they are the designer's, and visible as such.
// Type: every font size of the site reads a step of its type scale (type.ts), and there is one
// mono stack (the theme's `vars.font.mono`) (issue 33).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lightTokens, vars } from '@portfolio/interactions';
import { site } from './tokens';
import { display, fontSize, leadSize, relativeSize } from './type';

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

const siteRoot = join(repo, 'apps/portfolio/src');

/** A font size read from the type scale: a text step, a lead or display size, a relative one. */
const SCALE_REFERENCE =
  /^(?:fontSize(?:\.\w+|\['\w+'\])|leadSize\.\w+|display\['\d'\]\.size|relativeSize\.\w+|vars\.fontSize\.\w+)$/;
/** The two that are not steps: the root's size the rem steps scale from, and the display recipe. */
const NOT_A_STEP = new Map([
  ['apps/portfolio/src/styles/global.css.ts', "'100%'"],
  ['apps/portfolio/src/styles/recipes.ts', 'size'],
]);
const FONT_SIZE = /\bfontSize\s*:\s*([^,\n}]+)/g;

/** `where: fontSize value` for each font size in `text` that is not read from the type scale. */
function rawFontSizes(text: string, where: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(FONT_SIZE)]
      .map(([, value]) => value!.trim())
      .filter((value) => !SCALE_REFERENCE.test(value) && NOT_A_STEP.get(where) !== value)
      .map((value) => `${where}:${index + 1}: fontSize: ${value}`),
  );
}

/**
 * `where: font value` for each `font` shorthand in `text` that is not a CSS-wide keyword or a size
 * of the scale (optionally `/leading`) then a family of the theme's or the serif, as
 * `${size}/1.4 ${vars.font.mono}`.
 */
function rawFontShorthands(text: string, where: string): string[] {
  const size = SCALE_REFERENCE.source.slice(1, -1);
  const onScale = new RegExp(
    `^\`\\$\\{${size}\\}(?:/[\\d.]+)? \\$\\{(?:vars\\.font\\.\\w+|site\\.serif)\\}\`$`,
  );
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(/\bfont\s*:\s*(.+?),?\s*$/g)]
      .map(([, value]) => value!.trim())
      .filter(
        (value) => !/^'(?:inherit|initial|unset|revert)'$/.test(value) && !onScale.test(value),
      )
      .map((value) => `${where}:${index + 1}: font: ${value}`),
  );
}

const rem = (value: string) => Number(/^([\d.]+)rem$/.exec(value)?.[1] ?? NaN);
/** The smallest and largest size of a `clamp(min, preferred, max)` in rem. */
function clampBounds(value: string): [number, number] {
  const parts = /^clamp\(([\d.]+)rem, [^,]+, ([\d.]+)rem\)$/.exec(value);
  return parts ? [Number(parts[1]), Number(parts[2])] : [NaN, NaN];
}

describe('the type scale', () => {
  it('finds a raw font size, in any spelling, but not one read from the scale', () => {
    const probe = [
      "fontSize: '0.9375rem',",
      'fontSize: 15,',
      "fontSize: 'clamp(1.5rem, 3vw, 2rem)' });",
      'fontSize: fontSize.ui,',
      "fontSize: fontSize['2xl'],",
      'fontSize: leadSize.md,',
      "fontSize: display['3'].size,",
      'fontSize: relativeSize.quote,',
      'fontSize: vars.fontSize.sm,',
    ].join('\n');
    expect(rawFontSizes(probe, 'probe')).toEqual([
      "probe:1: fontSize: '0.9375rem'",
      'probe:2: fontSize: 15',
      "probe:3: fontSize: 'clamp(1.5rem",
    ]);
    // The shorthand: a keyword, or a step then the theme's family; not a raw size or family.
    const shorthands = [
      "font: 'inherit',",
      'font: `${vars.fontSize.sm}/1.4 ${vars.font.mono}`,',
      "font: `${fontSize['2xl']} ${site.serif}`,",
      "font: '600 17px/1.4 system-ui',",
      'font: `1.0625rem ${vars.font.body}`,',
      'font: `${fontSize.sm} Menlo, monospace`,',
    ].join('\n');
    expect(rawFontShorthands(shorthands, 'probe')).toEqual([
      "probe:4: font: '600 17px/1.4 system-ui'",
      'probe:5: font: `1.0625rem ${vars.font.body}`',
      'probe:6: font: `${fontSize.sm} Menlo, monospace`',
    ]);
  });

  it("is the only source of the site's font sizes: no raw size in any style file", () => {
    const files = styleFiles(siteRoot);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        ...rawFontSizes(text, relative(repo, file)),
        ...rawFontShorthands(text, relative(repo, file)),
      ];
    });
    expect(found).toEqual([]);
  });

  it("takes the theme's steps from the theme, and adds only sizes the theme lacks", () => {
    const theme = lightTokens.fontSize as Record<string, string>;
    for (const [name, value] of Object.entries(fontSize)) {
      if (name in theme)
        expect(value, name).toBe(vars.fontSize[name as keyof typeof vars.fontSize]);
      else {
        expect(rem(value), name).toBeGreaterThan(0);
        expect(Object.values(theme), name).not.toContain(value);
      }
    }
    // Smallest first, each step larger than the one before.
    const sizes = Object.entries(fontSize).map(([name, value]) =>
      name in theme ? rem(theme[name]!) : rem(value),
    );
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
  });

  it('has a few fluid display and lead sizes, largest first, each growing with the screen', () => {
    const displays = Object.values(display).map(({ size }) => clampBounds(size));
    const leads = Object.values(leadSize).map(clampBounds);
    expect(displays.length).toBeLessThanOrEqual(8);
    for (const [min, max] of [...displays, ...leads]) expect(min).toBeLessThan(max);
    for (const list of [displays, leads]) {
      const maxima = list.map(([, max]) => max);
      expect(maxima).toEqual([...maxima].sort((a, b) => b - a));
    }
    expect(Object.values(relativeSize).every((value) => /^[\d.]+em$/.test(value))).toBe(true);
  });

  it("has one mono stack, the theme's, and every family is the theme's or the serif", () => {
    expect(Object.keys(site)).not.toContain('mono');
    const families: string[] = [];
    for (const file of styleFiles(siteRoot).concat(
      ['tokens.ts', 'type.ts'].map((name) => join(siteRoot, 'styles', name)),
    )) {
      const text = readFileSync(file, 'utf8');
      const where = relative(repo, file);
      if (/monospace/.test(text)) families.push(`${where}: spells a monospace stack`);
      for (const [, value] of text.matchAll(/\bfontFamily\s*:\s*([^,\n}]+)/g))
        if (!/^(?:vars\.font\.\w+|site\.serif)$/.test(value!.trim()))
          families.push(`${where}: fontFamily: ${value!.trim()}`);
    }
    expect(families).toEqual([]);
  });
});
