// The web fonts' "site" subsets: the latin files cut down to the characters the site's copy uses,
// the variation space its CSS uses and the OpenType features it turns on, so the preloaded files
// weigh 21 kB instead of 95 kB (docs/decisions.md, Fonts). They are declared after @fontsource's faces, with a
// unicode-range of exactly their characters: the browser takes a character from the last face
// declared whose range holds it, so the site's text comes from the subset and any other character
// (typed into a demo, or new copy) from @fontsource's full files, loaded only when needed.
//
// `pnpm exec tsx tools/vite-plugins/font-subset.ts` writes src/fonts/site/; static-tests/fonts.test.ts checks that the
// committed files are what this gives and that the built pages use no character outside it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Where the subsets and their CSS are written (committed; imported by src/main.tsx). */
export const SITE_FONTS_DIR = fileURLToPath(new URL('../../src/fonts/site/', import.meta.url));

/**
 * The characters of the site subsets: printable ASCII (the password demo takes any of them), the
 * no-break space, and the typography the copy uses. A character outside this set still renders
 * in the web font, from the full latin file; the fonts test names any the built pages use.
 */
export const SITE_CHARACTERS = (() => {
  let text = '\u00a0©·×–—‘’“”…•−';
  for (let code = 0x20; code < 0x7f; code += 1) text += String.fromCharCode(code);
  return [...new Set(text)].sort().join('');
})();

/**
 * Inter's characters: the site's, less the ASCII symbols no copy sets (`*<=>[\]^_\`{|}`). Inter's
 * contextual alternates turn those into arrows and operators, ~120 glyphs that cost a quarter of
 * the file. Typed into a demo, they come from the full latin file.
 */
export const INTER_CHARACTERS = [...SITE_CHARACTERS]
  .filter((ch) => !'*<=>[\\]^_`{|}'.includes(ch))
  .join('');

/**
 * The serif's characters: letters and the commonest punctuation. The site sets it for accent
 * words, the typewriter's words, the intro quote, project titles and case-study blockquotes
 * (static-tests/fonts.test.ts checks the copy); a digit or a rarer sign in a blockquote, below a
 * study's first screen, comes from the full latin file.
 */
export const SERIF_CHARACTERS = (() => {
  let text = ' .,-’“”';
  for (let code = 0x41; code <= 0x5a; code += 1) text += String.fromCharCode(code, code + 0x20);
  return [...new Set(text)].sort().join('');
})();

/**
 * The OpenType features kept: the ones browsers apply by default (kerning, ligatures, contextual
 * alternates, composition, localized forms, mark positioning, variation alternates) and the ones
 * the site's CSS asks for (`font-feature-settings: "cv11", "ss01"`, `tabular-nums`).
 */
export const KEPT_FEATURES: string[] = [
  'kern',
  'liga',
  'calt',
  'clig',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rvrn',
  'cv11',
  'ss01',
  'tnum',
];

export interface SiteFace {
  family: string;
  style: string;
  weight: string;
  format: string;
  /** The @fontsource file the subset is cut from (a package path). */
  source: string;
  /** The subset's file name in src/fonts/site/. */
  file: string;
  /** The font's licence (SIL OFL 1.1), copied beside the subset. */
  license: string;
  /** The characters kept (its unicode-range). */
  characters: string;
  /** Variation axes pinned (a number) or narrowed (a range), as HarfBuzz instances them. */
  axes?: Record<string, number | { min: number; max: number }>;
  /** Drop the TrueType hinting instructions (see the serif's entry). */
  noHinting?: boolean;
}

/** The two preloaded faces, each cut from the @fontsource latin file it stands in for. */
export const SITE_FACES: SiteFace[] = [
  {
    family: 'Inter Variable',
    style: 'normal',
    weight: '100 900',
    format: 'woff2-variations',
    source: '@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2',
    file: 'inter-latin-site.woff2',
    license: '@fontsource-variable/inter/LICENSE',
    characters: INTER_CHARACTERS,
    // The weights the CSS sets are 400–700, so the 100–400 and 700–900 deltas go (every weight
    // drawn stays exact). The optical size is pinned at 24, between the text cut (14) and the
    // display cut (32) the site's 12–132 px text spanned: headings draw ≤ 2.5% wider, body text
    // ≤ 3% narrower; the one look given up, for a file 2.8× smaller (docs/decisions.md).
    // `font-weight: 100 900` stays declared, so the face composes with @fontsource's as before.
    axes: { opsz: 24, wght: { min: 400, max: 700 } },
  },
  {
    family: 'Instrument Serif',
    style: 'italic',
    weight: '400',
    format: 'woff2',
    source: '@fontsource/instrument-serif/files/instrument-serif-latin-400-italic.woff2',
    file: 'instrument-serif-latin-400-italic-site.woff2',
    license: '@fontsource/instrument-serif/LICENSE',
    characters: SERIF_CHARACTERS,
    // Its TrueType hints are 40% of the subset. Chromium on Linux and Android, and macOS and iOS,
    // do not run them; Windows draws this large italic accent unhinted, as most web fonts are.
    noHinting: true,
  },
];

/** `U+20-7E,U+A0,…`: SITE_CHARACTERS as a unicode-range, consecutive code points merged. */
export function unicodeRange(characters = SITE_CHARACTERS): string {
  const codes = [...characters].map((ch) => ch.codePointAt(0)!).sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const code of codes) {
    const last = ranges.at(-1);
    if (last && code === last[1] + 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(',');
}

/** The stylesheet declaring the subsets (after @fontsource's, see src/main.tsx). */
export function siteFontsCss(): string {
  const faces = SITE_FACES.map(
    (face) => `@font-face {
  font-family: '${face.family}';
  font-style: ${face.style};
  font-display: swap;
  font-weight: ${face.weight};
  src: url(./${face.file}) format('${face.format}');
  unicode-range: ${unicodeRange(face.characters)};
}
`,
  );
  return `/* Generated by tools/vite-plugins/font-subset.ts: do not edit. */\n${faces.join('')}`;
}

/** Each subset's bytes, by file name. */
export async function subsetFiles(): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const face of SITE_FACES) {
    const source = readFileSync(require.resolve(face.source));
    files[face.file] = Buffer.from(
      await subsetFont(source, face.characters, {
        targetFormat: 'woff2',
        keepFeatures: KEPT_FEATURES,
        ...(face.axes ? { variationAxes: face.axes } : {}),
        ...(face.noHinting ? { noHinting: true } : {}),
      }),
    );
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(SITE_FONTS_DIR, { recursive: true });
  for (const [file, bytes] of Object.entries(await subsetFiles())) {
    writeFileSync(`${SITE_FONTS_DIR}${file}`, bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  }
  writeFileSync(`${SITE_FONTS_DIR}site-fonts.css`, siteFontsCss());
  // The SIL Open Font License travels with the modified fonts.
  for (const face of SITE_FACES)
    writeFileSync(
      `${SITE_FONTS_DIR}${face.file.replace(/\.woff2$/, '')}.LICENSE.txt`,
      readFileSync(require.resolve(face.license)),
    );
}
