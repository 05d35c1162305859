// Critical CSS per page: the rules of the page's stylesheets that its prerendered markup uses go
// inline in one <style>, so the first paint needs no stylesheet request; the stylesheets
// themselves stay linked but with media="print" (fetched at the lowest priority, never
// render-blocking) and `data-deferred-css`, which src/styles/deferredCss.ts switches to "all"
// when the app starts. A <noscript> copy of each link styles the page for visitors without
// JavaScript.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';

/**
 * Selectors the markup cannot show at build time but the first paint may need: the theme
 * (`<html data-theme>` is set from storage before paint), the intro (`data-intro`,
 * `data-intro-phase`, set by the inline head script), and the rules Beasties cannot match once it
 * strips their pseudo-classes: the document-wide ones on the root (`:root:root`…) and the demos'
 * scoped resets (`:where(.demo) :is(h2, p, …)`, a handful of rules).
 */
// The development-build ribbon (src/layout/DevBuildRibbon.css.ts): in every build, so a dev-sealed
// build inlines the same bytes as a real one and the committed CSP hashes fit both.
const ALLOW = [
  /data-theme/,
  /pf-theme-/,
  /data-intro/,
  /^:root\b/,
  /^html\b/,
  /^:where\(/,
  /^\.pf-dev-ribbon/,
];

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/**
 * Every @font-face rule of the page's stylesheets: the metric-matched fallback faces (local(),
 * so the swap moves nothing) and each web-font subset. A declaration costs a few bytes; the
 * browser downloads only the subsets whose unicode-range the page uses, and declaring them all
 * up front means a glyph outside Basic Latin (an arrow, a ₹) never changes font, and size,
 * when the full stylesheet arrives. (Beasties cannot tell which families are used: the site
 * names them through CSS variables.)
 */
export function criticalFontFaces(html: string, dist: string): string {
  const faces = new Set<string>();
  for (const [, href] of html.matchAll(STYLESHEET)) {
    const css = readFileSync(join(dist, href!), 'utf8');
    for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) faces.add(face);
  }
  return [...faces].join('');
}

/** The page's critical CSS: its font faces, then the rules its markup uses (as Beasties prints them). */
export async function criticalCss(html: string, dist: string): Promise<string> {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // @ts-expect-error Beasties' types omit `false` (no preload link), which its code checks for.
    preload: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    fonts: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
    allowRules: ALLOW,
  });
  const processed = await beasties.process(html);
  const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (styles.length !== 1)
    throw new Error(`critical CSS: expected one merged <style>, found ${styles.length}`);
  return criticalFontFaces(html, dist) + styles[0];
}

/** The page with its critical CSS inline and its stylesheets deferred (see above). */
export function inlineCriticalCss(html: string, css: string): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (links.length === 0) throw new Error('critical CSS: the page links no stylesheet');
  if (css.includes('</style')) throw new Error('critical CSS: a rule closes the <style>');
  let out = html;
  for (const [tag, href] of links)
    out = out.replace(
      tag,
      () =>
        `<link rel="stylesheet" crossorigin href="${href}" media="print" data-deferred-css><noscript>${tag}</noscript>`,
    );
  const first = out.indexOf('<link rel="stylesheet" crossorigin');
  return `${out.slice(0, first)}<style>${css}</style>${out.slice(first)}`;
}
