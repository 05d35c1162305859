import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_FACES,
  interArial,
  interDejaVu,
  serifDejaVu,
  serifTimes,
} from '../src/fonts/fallbacks';
import { fallbackOverrides } from '../tools/test-support/font-metrics';
import { PRELOADED_FONTS } from '../tools/prerender/html';
import { builtStylesheets, dist, requireBuild } from '../tools/test-support/dist';
import { STORYBOOK_DIR } from '../tools/prerender/csp';
import { FONT_FACES_FILE, FONT_FACES_PLACEHOLDER } from '../tools/vite-plugins/font-faces-apart';
import { entitiesDecoded, filesUnder } from '../tools/test-support/file-text';
import { FALLBACK_FONT_FILES } from '../../../scripts/chromium';
import {
  INTER_CHARACTERS,
  SERIF_CHARACTERS,
  SITE_FACES,
  SITE_FONTS_DIR,
  siteFontsCss,
  subsetFiles,
} from '../tools/vite-plugins/font-subset';

const require = createRequire(import.meta.url);
// Inter as the pages draw it: the site subset, its optical size pinned at 24
// (tools/vite-plugins/font-subset.ts). @fontsource's file at its default instance (optical size
// 14) is 5.3% wider: fallbacks measured against it drew every line 5% wider than Inter.
const INTER = `${SITE_FONTS_DIR}inter-latin-site.woff2`;
const SERIF =
  require.resolve('@fontsource/instrument-serif/files/instrument-serif-latin-400-italic.woff2');

describe('metric-matched fallback faces', () => {
  it('are measured with font files that a fresh machine installs (scripts/ensure-browser.ts)', () => {
    const measured = [interArial, interDejaVu, serifTimes, serifDejaVu].map(
      (face) => face.measuredWith,
    );
    expect(measured.filter((file) => !(file in FALLBACK_FONT_FILES))).toEqual([]);
  });

  it.each([
    ['Inter over Arial (Liberation Sans)', INTER, interArial],
    ['Inter over DejaVu Sans', INTER, interDejaVu],
    ['Instrument Serif over Times (Liberation Serif)', SERIF, serifTimes],
    ['Instrument Serif over DejaVu Serif', SERIF, serifDejaVu],
  ])(
    '%s: the overrides in src/fonts/fallbacks.ts are the ones the font files give',
    (_name, primary, face) => {
      expect(
        existsSync(face.measuredWith),
        `${face.measuredWith} (Debian fonts-dejavu-core / fonts-liberation)`,
      ).toBe(true);
      const computed = fallbackOverrides(primary, face.measuredWith);
      expect({
        sizeAdjust: face.sizeAdjust,
        ascentOverride: face.ascentOverride,
        descentOverride: face.descentOverride,
        lineGapOverride: face.lineGapOverride,
      }).toEqual(computed);
    },
  );
});

describe('fonts in the built site', () => {
  it('self-hosts Inter and Instrument Serif as woff2 with font-display: swap', () => {
    const css = builtStylesheets();
    const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
    const web = faces.filter((face) =>
      /font-family:(Inter Variable|Instrument Serif)[;}]/.test(face.replace(/["']/g, '')),
    );
    expect(web.length).toBeGreaterThan(1);
    for (const face of web) {
      expect(face).toMatch(/font-display:swap/);
      expect(face).toMatch(/url\(\/assets\/[\w-]+\.woff2\)/);
    }
  });

  it("declares every face once, in the faces' own stylesheet, which the app's code names", () => {
    // tools/vite-plugins/font-faces-apart.ts: the full stylesheet, switched on after the first
    // paint, would have the browser resolve every element's font again.
    requireBuild();
    const assets = readdirSync(`${dist}/assets`);
    const sheets = assets.filter((file) => FONT_FACES_FILE.test(file));
    expect(sheets).toHaveLength(1);
    for (const file of assets.filter(
      (name) => name.endsWith('.css') && !FONT_FACES_FILE.test(name),
    ))
      expect(readFileSync(`${dist}/assets/${file}`, 'utf8'), file).not.toMatch(/@font-face/);
    const faces = readFileSync(`${dist}/assets/${sheets[0]}`, 'utf8').match(/@font-face\{[^}]*\}/g);
    expect(new Set(faces).size).toBe(faces?.length);
    expect(faces?.join('')).toMatch(/inter-cyrillic-opsz-normal-[\w-]{8}\.woff2/);
    const naming = assets.filter(
      (file) =>
        file.endsWith('.js') &&
        readFileSync(`${dist}/assets/${file}`, 'utf8').includes(`"/assets/${sheets[0]}"`),
    );
    expect(naming).toHaveLength(1);
    for (const file of assets.filter((name) => name.endsWith('.js')))
      expect(readFileSync(`${dist}/assets/${file}`, 'utf8'), file).not.toContain(
        FONT_FACES_PLACEHOLDER,
      );
  });

  it('declares each fallback face with its size-adjust and metric overrides', () => {
    const css = builtStylesheets().replace(/["']/g, '');
    for (const face of FALLBACK_FACES) {
      const rule = (css.match(/@font-face\{[^}]*\}/g) ?? []).find(
        (item) =>
          item.includes(`font-family:${face.family};`) ||
          item.includes(`font-family:${face.family}}`),
      );
      expect(rule, face.family).toBeDefined();
      expect(rule).toContain(`size-adjust:${face.sizeAdjust}%`);
      expect(rule).toContain(`ascent-override:${face.ascentOverride}%`);
      expect(rule).toContain(`descent-override:${face.descentOverride}%`);
      expect(rule).toContain(`line-gap-override:${face.lineGapOverride}%`);
      expect(rule).toContain(`src:local(${face.local[0]})`);
    }
  });

  it('puts the fallbacks right after the web font in the site font tokens', () => {
    const css = builtStylesheets().replace(/["']/g, '');
    expect(css).toMatch(/--pf-font-body:Inter Variable, ?Inter Fallback, ?Inter Fallback DejaVu,/);
    expect(css).toMatch(
      /--pf-font-display:Inter Variable, ?Inter Fallback, ?Inter Fallback DejaVu,/,
    );
  });

  it('preloads the latin subsets, the serif only on pages that draw it at first paint', () => {
    requireBuild();
    const assets = readdirSync(`${dist}/assets`);
    for (const [page, count] of [
      ['index.html', 2],
      ['design-principles.html', 2],
      ['404.html', 2],
      ['case-study/climatix-ic.html', 2],
      ['micro-interactions.html', 1],
      ['case-study/cred-wealth.html', 1],
    ] as const) {
      const html = readFileSync(`${dist}/${page}`, 'utf8');
      const preloads = [
        ...html.matchAll(
          /<link rel="preload" href="\/assets\/([^"]+)" as="font" type="font\/woff2" crossorigin>/g,
        ),
      ].map((match) => match[1]);
      expect(preloads, page).toHaveLength(count);
      expect(preloads[0], page).toMatch(PRELOADED_FONTS.inter);
      for (const file of preloads) {
        expect(assets).toContain(file);
        expect(file).toMatch(/-latin-(?!ext)/);
        expect(builtStylesheets()).toContain(`/assets/${file}`);
      }
    }
  });

  it("declares the web fonts and the fallback faces in every page's inline critical CSS", () => {
    requireBuild();
    for (const page of ['index.html', 'micro-interactions.html', '404.html']) {
      const critical = /<style>([\s\S]*?)<\/style>/.exec(
        readFileSync(`${dist}/${page}`, 'utf8'),
      )?.[1];
      expect(critical, page).toBeDefined();
      expect(critical).toMatch(/inter-latin-site-[\w-]+\.woff2/);
      expect(critical).toMatch(/instrument-serif-latin-400-italic-site-[\w-]+\.woff2/);
      expect(critical).toMatch(/instrument-serif-latin-400-italic-[\w-]+\.woff2/);
      // The faces the page's characters can be drawn from (tools/prerender/critical-css.ts): a page with
      // a text field keeps Inter's Latin file for what may be typed before the app arrives; no
      // page here has Cyrillic or Greek.
      if (page === 'micro-interactions.html')
        expect(critical).toMatch(/inter-latin-opsz-normal-[\w-]+\.woff2/);
      expect(critical).not.toMatch(/inter-(cyrillic|greek)[\w-]*\.woff2/);
      for (const face of FALLBACK_FACES) expect(critical).toContain(face.family);
    }
  });
});

/**
 * Whether a code point is in the unicode-range of @fontsource's latin Inter file, the range the
 * site subsets stand in for (the serif's latin file declares no range).
 */
const inLatinFiles = (() => {
  const css = readFileSync(require.resolve('@fontsource-variable/inter/opsz.css'), 'utf8');
  const range = /\/\* inter-latin-opsz-normal \*\/[^}]*unicode-range:([^;}]+)/.exec(css)?.[1];
  if (!range)
    throw new Error(
      'no unicode-range for inter-latin-opsz-normal in @fontsource-variable/inter/opsz.css',
    );
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (code: number) => spans.some(([from, to]) => code >= from && code <= to);
})();

/**
 * The text of every file under `dir` whose name matches `pattern`, HTML's character references
 * undone. (JS escapes stay: the bundler writes copy as UTF-8, and the escapes left are in the
 * libraries' regular expressions, not text anyone sees.)
 */
const textOf = (dir: string, pattern: RegExp, except?: string) =>
  filesUnder(dir)
    .filter((file) => pattern.test(file) && !(except && file.startsWith(except)))
    .map((file) => entitiesDecoded(readFileSync(file, 'utf8')).replace(/&nbsp;/g, '\u00a0'))
    .join('\n');

describe('site font subsets (tools/vite-plugins/font-subset.ts)', () => {
  it('are committed as the script writes them: run `pnpm exec tsx tools/vite-plugins/font-subset.ts` after a font update', async () => {
    const files = await subsetFiles();
    expect(Object.keys(files).sort()).toEqual(SITE_FACES.map((face) => face.file).sort());
    for (const [file, bytes] of Object.entries(files)) {
      expect(readFileSync(`${SITE_FONTS_DIR}${file}`).equals(bytes), file).toBe(true);
    }
    expect(readFileSync(`${SITE_FONTS_DIR}site-fonts.css`, 'utf8')).toBe(siteFontsCss());
  });

  it("hold every latin character of the built pages' text and the case-study sources", () => {
    requireBuild();
    // What is drawn: the pages' text (markup, not scripts or styles) and the copy in the scripts'
    // string literals, and the gated studies' sources (sealed in dist/).
    const pages = textOf(dist, /\.html$/, `${dist}/${STORYBOOK_DIR}/`).replace(
      /<(script|style|template)\b[\s\S]*?<\/\1>|<[^>]+>/g,
      ' ',
    );
    const strings = [
      ...textOf(dist, /\.js$/, `${dist}/${STORYBOOK_DIR}/`).matchAll(
        /"([^"\\\n]*)"|'([^'\\\n]*)'/g,
      ),
    ]
      .map((match) => match[1] ?? match[2] ?? '')
      // Copy has a space and a letter; code, selectors and regular expressions mostly do not.
      .filter(
        (literal) =>
          / /.test(literal) && /[a-z]{3}/i.test(literal) && !/[{}<>=|\\^_`[\]]/.test(literal),
      );
    const sources = textOf(
      fileURLToPath(new URL('../src/content/', import.meta.url)),
      /\.(md|svg)$/,
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/[*_`[\]#>|]/g, ' ');
    const text = [pages, ...strings, sources].join('\n');
    const missing = [...new Set(text)].filter((ch) => {
      const code = ch.codePointAt(0)!;
      return code >= 0x20 && inLatinFiles(code) && !INTER_CHARACTERS.includes(ch);
    });
    // A character listed here still renders in the web font, but from the full latin file: a
    // second font download on the pages that use it. Add it to INTER_CHARACTERS (tools/vite-plugins/font-subset.ts) and rerun the script.
    expect(missing.map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()} ${ch}`)).toEqual(
      [],
    );
  });

  it('hold every character the copy sets in the serif', async () => {
    const { TYPEWRITER_WORDS, INTRO_QUOTE } = await import('@portfolio/core');
    const { contact, sections, projects } = await import('../src/content/site');
    const serifCopy = [
      ...TYPEWRITER_WORDS,
      `“${INTRO_QUOTE}”`,
      contact.heading.accent,
      ...Object.values(sections).map((section) =>
        'heading' in section ? section.heading.accent : '',
      ),
      ...projects.map((project) => project.title),
    ].join('');
    expect([...new Set(serifCopy)].filter((ch) => !SERIF_CHARACTERS.includes(ch))).toEqual([]);
  });
});
