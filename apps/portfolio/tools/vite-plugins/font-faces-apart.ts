// The web fonts' @font-face rules live in a stylesheet of their own, which the full stylesheet
// does not repeat (issue 30, tenth pass). A page's critical CSS declares the faces its own
// characters need (tools/prerender/critical-css.ts), and the app switches the full stylesheet on
// after the first paint (src/styles/deferredCss.ts). When that sheet declared the faces again
// (the page's and the other scripts': Cyrillic, Greek, Vietnamese, Latin Extended, the full Latin
// files), Chromium resolved every element's font again and laid out all text in that task:
// 20–30 ms on this machine, a 100–120 ms task at 4× CPU on every page's load, Lighthouse's TBT
// whenever it fell near the first paint. Now the other faces come only when a page needs a
// character its own faces lack (src/fonts/moreFaces.ts): a client navigation, an unlocked study,
// a character typed outside them.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FONT_FACES_PLACEHOLDER } from '../../src/fonts/moreFaces';

/** What the app's code says in place of the faces' stylesheet URL, written in by the build. */
export { FONT_FACES_PLACEHOLDER };

/** The faces' stylesheet in the build: `assets/fonts-<hash>.css` (static-tests read it by name). */
export const FONT_FACES_FILE = /^fonts-[\w-]{8}\.css$/;

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The faces of a build (`dist`): the rules of its faces' stylesheet, in order. */
export function builtFontFaces(dist: string): string[] {
  return readdirSync(join(dist, 'assets'))
    .filter((file) => FONT_FACES_FILE.test(file))
    .flatMap((file) => readFileSync(join(dist, 'assets', file), 'utf8').match(FONT_FACE) ?? []);
}

/** A stylesheet without its @font-face rules, and those rules in order (a face declared twice, once). */
export function splitFontFaces(css: string): { css: string; faces: string[] } {
  const faces = [...new Set(css.match(FONT_FACE) ?? [])];
  return { css: faces.length ? css.replace(FONT_FACE, '') : css, faces };
}

/** Vite's way of naming an asset: 8 characters of its content's hash. */
function contentHash(source: string): string {
  return createHash('sha256').update(source).digest('base64url').slice(0, 8);
}

/**
 * Moves every @font-face rule of the client build's stylesheets into `assets/fonts-<hash>.css`
 * and writes that file's URL where the app's code names it. Done on the written files (as
 * compile-hints does): the stylesheets keep their names, which hash their sources with the faces;
 * a build gives the same files for the same sources.
 */
export function fontFacesApart(): Plugin {
  let base = '/';
  return {
    name: 'portfolio:font-faces-apart',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const faces: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const file = join(options.dir, output.fileName);
        const split = splitFontFaces(readFileSync(file, 'utf8'));
        if (!split.faces.length) continue;
        writeFileSync(file, split.css);
        faces.push(...split.faces.filter((face) => !faces.includes(face)));
      }
      if (!faces.length) throw new Error('font-faces-apart: no stylesheet declares a font face');
      const source = faces.join('');
      const fileName = `assets/fonts-${contentHash(source)}.css`;
      writeFileSync(join(options.dir, fileName), source);
      const href = `${base}${fileName}`;
      let named = 0;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const file = join(options.dir, output.fileName);
        const code = readFileSync(file, 'utf8');
        if (!code.includes(FONT_FACES_PLACEHOLDER)) continue;
        writeFileSync(file, code.replaceAll(FONT_FACES_PLACEHOLDER, href));
        named += 1;
      }
      if (named === 0)
        throw new Error(
          `font-faces-apart: no chunk names ${FONT_FACES_PLACEHOLDER} (src/fonts/moreFaces.ts)`,
        );
      // Stale copies of an earlier build in the same folder would pass for this one's.
      for (const stale of readdirSync(join(options.dir, 'assets')))
        if (FONT_FACES_FILE.test(stale) && `assets/${stale}` !== fileName)
          throw new Error(`font-faces-apart: assets/${stale} is left from another build`);
    },
  };
}
