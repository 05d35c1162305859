// Assembling a prerendered page from the client-built dist/index.html template.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

/** The file a route is written to: "/" → index.html, "/a/b" → a/b.html (served at /a/b). */
export function routeFile(path: string): string {
  if (path === '/') return 'index.html';
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(path))
    throw new Error(`not a prerenderable path: ${path}`);
  return `${path.slice(1)}.html`;
}

const HOISTED = /^(?:<title\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*\/?>)/;

/**
 * React 19 emits the tags it hoists (title, meta, link) at the very start of a prerender
 * that has no <html>; this splits that leading run from the app's markup.
 */
export function splitHoistedHead(html: string): { head: string; body: string } {
  let rest = html;
  const tags: string[] = [];
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    tags.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join(''), body: rest };
}

/**
 * The web-font files in dist/assets to preload: the site subsets of the latin files
 * (tools/vite-plugins/font-subset.ts), which hold every character the pages use; the other files load only
 * when a character needs them. Inter sets every page's first screen, so every page preloads it
 * (issue 11 tried without: it swapped in after the first paint and moved text, CLS 0.035 on
 * /design-principles). The serif only on pages that draw it at first paint (serifAtFirstPaint).
 */
export const PRELOADED_FONTS = {
  inter: /^inter-latin-site-[\w-]+\.woff2$/,
  serif: /^instrument-serif-latin-400-italic-site-[\w-]+\.woff2$/,
};

export function fontPreloads(dist: string, { serif }: { serif: boolean }): string {
  const assets = readdirSync(join(dist, 'assets'));
  return [PRELOADED_FONTS.inter, ...(serif ? [PRELOADED_FONTS.serif] : [])]
    .map((pattern) => {
      const file = assets.find((name) => pattern.test(name));
      if (!file)
        throw new Error(
          `no font file matching ${pattern} in dist/assets: is it still imported in src/main.tsx?`,
        );
      return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
    })
    .join('');
}

/**
 * Below this much text before its footer a page is short enough for the footer, and its serif
 * accent word, to be in or next to the first screen (the 404 page: 181 characters, a locked
 * study: ~550; the shortest long page, /micro-interactions: 2,249, its footer 4,300 px down).
 * e2e/static-fonts.spec.ts checks the choice against the laid-out pages.
 */
export const SHORT_PAGE_TEXT = 1000;

/** The length of the page's text outside its footer (and scripts, styles, templates, dialogs). */
function textBeforeFooter(document: Document): number {
  for (const element of document.querySelectorAll('footer, script, style, template, dialog'))
    element.remove();
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').length;
}

/** Whether the page is short enough for its footer to be in or next to its first screen. */
export const isShortPage = (markup: string): boolean =>
  textBeforeFooter(new JSDOM(markup).window.document) < SHORT_PAGE_TEXT;

/**
 * Whether the page draws the italic serif at its first paint: it sets it outside its footer (by
 * the rules of the built stylesheets that name it), or the page is short. Elsewhere only the
 * footer's accent word does, below the first screen (and the footer skips rendering until near
 * the viewport): the serif loads when it is drawn, and a first visit downloads 9.5 kB less
 * before its first paint.
 */
export function serifAtFirstPaint(markup: string, stylesheets: string): boolean {
  const document = new JSDOM(markup).window.document;
  if (textBeforeFooter(document) < SHORT_PAGE_TEXT) return true;
  for (const [, selectors, declarations] of stylesheets.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!/font-family:\s*["']?Instrument Serif["',]/.test(declarations!)) continue;
    if (selectors!.trim().startsWith('@')) continue;
    for (const selector of selectors!.split(',')) {
      try {
        if (document.querySelector(selector.replace(/::?(before|after|hover|focus[\w-]*)/g, '')))
          return true;
      } catch {
        // A selector jsdom cannot parse is not the site's serif text.
      }
    }
  }
  return false;
}

/** Vite's build manifest (`build.manifest`): each chunk by its source key. */
export type Manifest = Record<
  string,
  {
    file: string;
    src?: string;
    css?: string[];
    imports?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
>;

/** CSS and JS files of a manifest chunk and the chunks it imports statically. */
function collect(
  manifest: Manifest,
  key: string | undefined,
  css: Set<string>,
  js: Set<string>,
  seen = new Set<string>(),
): void {
  if (key === undefined || seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, css, js, seen);
}

/**
 * Lazy chunks a page renders but does not preload: the app imports them when it starts and
 * hydrates them as they arrive (issue 30: home's lower sections and their copy stay out of its
 * initial JavaScript; src/home/HomePage.tsx).
 */
export const HYDRATED_LATER = new Set(['src/home/LowerSections.tsx']);

/**
 * The stylesheets and modules of the lazy chunks a route rendered (the modules it recorded),
 * minus what the entry already loads. Their CSS must be in the HTML (no unstyled first
 * paint); their JS is preloaded so hydration does not wait for a request chain.
 */
export function lazyAssets(manifest: Manifest, modules: string[]): { css: string[]; js: string[] } {
  const entryCss = new Set<string>();
  const entryJs = new Set<string>();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  collect(manifest, entryKey, entryCss, entryJs);
  const css = new Set<string>();
  const js = new Set<string>();
  const used = new Set(modules);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !used.has(chunk.src ?? key)) continue;
    // Its stylesheets still load with the page; its code when the app asks for it.
    if (HYDRATED_LATER.has(chunk.src ?? key)) collect(manifest, key, css, new Set());
    else collect(manifest, key, css, js);
  }
  return {
    css: [...css].filter((file) => !entryCss.has(file)),
    js: [...js].filter((file) => !entryJs.has(file)),
  };
}

const MARKER = /<!--\s*prerender:head[\s\S]*?-->/;

/** The page: template + intro script + the route's head tags + font preloads + lazy assets + markup. */
export function assemblePage({
  template,
  head,
  body,
  introScript,
  preloads,
  manifest,
  modules,
  prerenderedFor,
}: {
  /** dist/index.html as Vite built it. */
  template: string;
  /** The route's hoisted head tags and its markup (splitHoistedHead). */
  head: string;
  body: string;
  introScript: string;
  preloads: string;
  manifest: Manifest;
  /** The modules the route rendered (its lazy pages among them). */
  modules: string[];
  /** The route path, or "404", in `data-prerendered`. */
  prerenderedFor: string;
}): string {
  if (!MARKER.test(template))
    throw new Error('dist/index.html lost its <!-- prerender:head --> marker (index.html)');
  if (/<title\b/i.test(template))
    throw new Error("index.html must not carry a <title>: <RouteHead /> renders each route's");
  const { css, js } = lazyAssets(manifest, modules);
  const lazyLinks =
    css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('') +
    js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  const rootTag = '<div id="root"></div>';
  if (!template.includes(rootTag))
    throw new Error('dist/index.html has no empty <div id="root"></div>');
  return template
    .replace(MARKER, () => `<script>${introScript}</script>\n    ${head}\n    ${preloads}`)
    .replace('</head>', () => `  ${lazyLinks}\n  </head>`)
    .replace(rootTag, () => `<div id="root" data-prerendered="${prerenderedFor}">${body}</div>`);
}
