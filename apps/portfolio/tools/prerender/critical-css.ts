// Critical CSS per page: the rules of the page's stylesheets that its prerendered markup uses go
// inline in one <style>, so the first paint needs no stylesheet request; the stylesheets
// themselves stay linked but with media="print" (fetched at the lowest priority, never
// render-blocking) and `data-deferred-css`, which src/styles/deferredCss.ts switches to "all"
// when the app starts. A <noscript> copy of each link styles the page for visitors without
// JavaScript.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import Beasties from 'beasties';
import postcss from 'postcss';
import { isShortPage } from './html';
import { unicodeRanges } from '../../src/fonts/unicodeRange';
import { builtFontFaces } from '../vite-plugins/font-faces-apart';

export { unicodeRanges };

/**
 * Selectors the markup cannot show at build time but the first paint may need: the theme
 * (`<html data-theme>` is set from storage before paint), the intro (`data-intro`,
 * `data-intro-phase`, set by the inline head script), and the rules Beasties cannot match once it
 * strips their pseudo-classes: the document-wide ones on the root (`:root:root`…) and the demos'
 * scoped resets (`:where(.demo) :is(h2, p, …)`, a handful of rules).
 */
// The development-build ribbon (src/layout/DevBuildRibbon.css.ts): in every build, so a dev-sealed
// build inlines the same bytes as a real one and the committed CSP hashes fit both.
// The package's `auto` theme (colours from prefers-color-scheme) is not one the site sets. The
// theme switch's hold-off rules (`data-theme-switching`, one per transitioned class) wait for the
// full stylesheet: until it is on, a switch finishes the fades it starts (src/layout/useTheme.ts).
// So does the hero's art rule of a switch's frame (`data-theme-flipping`): only the switch's own
// chunk sets it, after the app has applied the full stylesheet.
const ALLOW = [
  /^(?!.*(?:pf-theme-auto|data-theme=auto|data-theme-switching|data-theme-flipping)).*(?:data-theme|pf-theme-)/,
  /data-intro/,
  /^:root\b/,
  /^html\b(?!\[data-theme-(?:switching|flipping)\])/,
  /^:where\(/,
  /^\.pf-dev-ribbon/,
];

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

/** Whether a face can be used by any of these characters (any at all, without a `unicode-range`). */
export function faceCovers(face: string, characters: Set<number>): boolean {
  const range = /unicode-range:([^;}]+)/.exec(face)?.[1];
  if (!range) return characters.size > 0;
  const ranges = unicodeRanges(range);
  for (const code of characters)
    if (ranges.some(([first, last]) => code >= first && code <= last)) return true;
  return false;
}

/**
 * The @font-face rules of the build (its faces' stylesheet) that the page's first paint can use: the
 * metric-matched fallback faces (local(), so the swap moves nothing) and each web-font file
 * that would draw a character of the page's markup (its text, scripts and styles aside, and the
 * attributes a browser can draw: placeholder, value, alt, title, label), of a `content` string in its stylesheets, or of Latin-1 on a page with a text field
 * (what a person may type before the app arrives). A face for glyphs the page does not have
 * (Inter's Cyrillic, Greek, Vietnamese and Latin Extended files on these English pages), or whose
 * characters a later face of the same font covers (the full Latin files behind the site's
 * subsets), is left to the faces' own stylesheet, which the app adds when the page may show a
 * character its faces lack (src/fonts/moreFaces.ts; the full stylesheet declares no face:
 * tools/vite-plugins/font-faces-apart.ts). That is 2.2 kB (0.35 kB compressed) off every page's HTML (issue 30: the HTML's first
 * round trip). (Beasties cannot tell which families are used: the site names them through CSS
 * variables.)
 */
export function criticalFontFaces(html: string, dist: string): string {
  const faces = new Set<string>();
  const body = html.slice(html.indexOf('<body'));
  const characters = new Set<number>();
  const add = (text: string) => {
    // Control characters (the markup's line breaks and tabs) draw no glyph.
    for (const character of text) if (character >= ' ') characters.add(character.codePointAt(0)!);
  };
  const document = new JSDOM(html).window.document;
  for (const element of document.querySelectorAll('script, style')) element.remove();
  add(document.body.textContent ?? '');
  for (const template of document.querySelectorAll('template'))
    add(template.content.textContent ?? '');
  for (const element of document.querySelectorAll(
    '[placeholder], [value], [alt], [title], [label]',
  ))
    for (const name of ['placeholder', 'value', 'alt', 'title', 'label'])
      add(element.getAttribute(name) ?? '');
  // A text field can be typed in before the full stylesheet arrives: Latin-1 (é, ñ, ü) keeps its face.
  if (/<(?:input|textarea)\b/i.test(body))
    for (let code = 0xa0; code <= 0xff; code += 1) characters.add(code);
  for (const [, href] of html.matchAll(STYLESHEET)) {
    const css = readFileSync(join(dist, href!), 'utf8');
    for (const [, content] of css.matchAll(/content:\s*("[^"]*"|'[^']*')/g))
      add(
        content!.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        ),
      );
  }
  // The build moved every face out of the stylesheets (tools/vite-plugins/font-faces-apart.ts).
  for (const face of builtFontFaces(dist)) faces.add(face);
  // A named entity other than the five of markup could stand for any character: keep every face.
  if (/&(?!(?:amp|lt|gt|quot|apos);)[a-z]+;/i.test(body)) return [...faces].join('');
  const list = [...faces];
  return list
    .filter((face, index) => {
      // The browser tries the faces of one family, style and weight from the last declared: a
      // face is used only for the characters no later one covers (the site's subsets come last).
      const later = list.slice(index + 1).filter((other) => sameFace(other, face));
      const left = [...characters].filter(
        (code) => !later.some((other) => faceCovers(other, new Set([code]))),
      );
      return faceCovers(face, new Set(left));
    })
    .join('');
}

/** Whether two @font-face rules declare the same family, style and weight (one composite face). */
function sameFace(a: string, b: string): boolean {
  const descriptors = (face: string) =>
    ['font-family', 'font-style', 'font-weight']
      .map((name) => new RegExp(`${name}:([^;}]+)`).exec(face)?.[1]?.trim())
      .join('|');
  return descriptors(a) === descriptors(b);
}

/**
 * Parts of a page that are never in its first screen, by id: home's last section (the gallery)
 * and the footer of a page long enough for it to be far below (isShortPage). The rules only
 * their contents use stay in the full stylesheet (issue 30, fourth pass: 0.9 kB of home's HTML
 * after compression, what it needed to fit the first round trip of a connection with its
 * headers), and they skip rendering until it is applied (`hideUntilStyled`). The loader adds that
 * stylesheet as soon as the page has painted (tools/prerender/late-boot.ts), and it arrives long before
 * the app: reaching the gallery or the footer before then takes a jump at first paint, which
 * lands on their place, blank for a moment, instead of unstyled.
 */
export function lateParts(html: string): string[] {
  const ids = ['about', 'gallery', ...(isShortPage(html) ? [] : ['contact'])];
  return ids.filter((id) => html.includes(` id="${id}"`));
}

/** The page with the contents of these parts left out (each keeps its own element). */
function withoutContentsOf(html: string, ids: string[]): string {
  if (ids.length === 0) return html;
  const dom = new JSDOM(html);
  for (const id of ids) dom.window.document.getElementById(id)?.replaceChildren();
  return dom.serialize();
}

/**
 * The rule that keeps the late parts from rendering until the full stylesheet is applied: it
 * follows the rule that lets home's sections and the footer skip rendering while off screen
 * (src/styles/site.css.ts) and has its specificity, so it wins over it here, and the full
 * stylesheet's copy of that rule, added after this <style>, wins over it there. Without
 * JavaScript the <noscript> stylesheet does the same.
 */
export const hideUntilStyled = (ids: string[]): string =>
  ids.length === 0
    ? ''
    : `html:not([data-layout=full]) :is(${ids.map((id) => `#${id}`).join(',')}){content-visibility:hidden}`;

/** The selector without its `:not(…)` parts (a state inside one is the state's absence). */
const withoutNot = (selector: string) => selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');

/** A selector that matches only under a hovering pointer: `:hover` in it, outside a `:not()`. */
export const hoverOnlySelector = (selector: string): boolean =>
  /:hover\b/.test(withoutNot(selector));

/** The elements `:disabled` can match (and form-associated custom elements, named with a hyphen). */
const CAN_BE_DISABLED = new Set([
  'button',
  'input',
  'select',
  'textarea',
  'fieldset',
  'optgroup',
  'option',
]);

/**
 * A selector of a disabled element (`:disabled` in its last compound, outside a `:not()`) that no
 * element of this page can match before the app starts: those its compound names (states aside)
 * are links or boxes, which are never disabled, whatever a script does (a package button class on
 * a link), or controls the page's markup does not disable (the header's Menu, the footer's
 * Email). Only the app disables a control the markup left enabled (the inline event contract
 * never does), and it applies the full stylesheet when it starts.
 */
export function neverDisabledSelector(selector: string, document: Document): boolean {
  const subject =
    withoutNot(selector)
      .split(/\s*[\s>+~]\s*/)
      .pop() ?? '';
  if (!/:disabled\b/.test(subject)) return false;
  let elements: Element[];
  try {
    elements = [
      ...document.querySelectorAll(
        selector.replace(/:(?:disabled|hover|focus-visible|focus-within|focus|active)\b/g, ''),
      ),
    ];
  } catch {
    return false; // a selector jsdom cannot read stays
  }
  const disabledInMarkup = (element: Element) =>
    element.localName.includes('-')
      ? element.hasAttribute('disabled')
      : CAN_BE_DISABLED.has(element.localName) && element.matches(':disabled');
  return !elements.some(disabledInMarkup);
}

/**
 * The CSS without the rules a page cannot show before its full stylesheet is on (every selector
 * of the rule one of these), and without the at-rules they leave empty:
 * - hover-only rules (`hoverOnlySelector`). A page's hover states wait for the full stylesheet,
 *   which the app applies when it starts: only a pointer resting on a control in the first second
 *   misses them (a finger has no hover). 1 kB raw (112 B brotli) of home's HTML (issue 33: the
 *   room the package's button rules need);
 * - `:disabled` rules that match nothing the page's markup disables (`neverDisabledSelector`,
 *   given the page): the package's button rules on a link, or on a button that only the app
 *   could disable.
 * Focus, press, checked and the disabled state of a control the markup disables (the gate's
 * Unlock until the app starts) stay: a keyboard or a press at first paint needs them.
 */
export function withoutDeadStates(css: string, document?: Document): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return;
    const dead = (selector: string) =>
      hoverOnlySelector(selector) ||
      (document !== undefined && neverDisabledSelector(selector, document));
    if (rule.selectors.every(dead)) rule.remove();
  });
  // An at-rule left empty goes too, and then one that held only it.
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length !== 0) return;
      atRule.remove();
      emptied = true;
    });
  }
  return root.toString();
}

/**
 * The page's critical CSS: its font faces, then the rules its markup uses (as Beasties prints
 * them) but for the contents of its late parts and the states it cannot show, then the rule that
 * hides those parts until styled.
 */
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
  const late = lateParts(html);
  const markup = withoutContentsOf(html, late);
  const processed = await beasties.process(markup);
  const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (styles.length !== 1)
    throw new Error(`critical CSS: expected one merged <style>, found ${styles.length}`);
  const document = new JSDOM(markup).window.document;
  return (
    criticalFontFaces(html, dist) + withoutDeadStates(styles[0]!, document) + hideUntilStyled(late)
  );
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
