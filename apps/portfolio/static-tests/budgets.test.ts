import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialJs, referenceJs, JS_BUDGET_OVER_REFERENCE } from '../tools/perf/js-budget';
import { hostHeaders, readHostConfig } from '../tools/prerender/serve-dist';
import { SAMPLE_PAGES } from '../tools/perf/routes';
import { dist, parse, requireBuild } from '../tools/test-support/dist';

/*
 * Deterministic budgets of each route's critical path, read from the built HTML: the same
 * build gives the same figures on any machine, so they can be strict. (Scores and timings move
 * with the machine's load: they are `pnpm perf`'s, never this suite's.) One page of each kind the
 * route table declares, as `pnpm perf` measures them (tools/perf/routes.ts); budgets are per kind.
 */

interface CriticalPath {
  /** gzip bytes of the JavaScript loaded before any interaction (entry, modulepreloads, inline). */
  js: number;
  /** gzip bytes of render-blocking stylesheets and inline styles. */
  css: number;
  /** bytes of the web fonts the page preloads (woff2 is compressed already). */
  fonts: number;
  /** requests that block the first paint: stylesheets for every media, classic head scripts. */
  blocking: number;
}

/** Budgets in bytes (and a count), strict: a few hundred bytes above today's build. The CSS is the
 * inline critical CSS; the full stylesheets load without blocking (media=print, switched on).
 * The JS includes the inline head script: the intro decision and, since issue 30, the early event
 * contract that answers taps before hydration (src/boot/eventContract.ts, ~1.1 kB gzip, and
 * ~0.3 kB more for its form part on pages with a form), and the loader that starts the app after
 * the first paint (tools/prerender/late-boot.ts); issue 30 also ships the mobile menu closed in every
 * page (+0.45 kB JS, +0.3 kB critical CSS) so Menu opens at first paint, and left the @font-face
 * rules a page cannot use out of its critical CSS (-0.2 kB). The case-study pages' JS grew by
 * 0.46 kB with the design-system work (the gate as a reducer, the shared password field and the
 * package's eye glyphs); that is open work of the design-system issue, which asks for no figure
 * to get worse. Issue 30 part B added ~0.2 kB to every page (the theme switch that finishes its
 * colour transitions instead of restyling the page twice, and the password modal loaded near the
 * viewport and opened in the tap's own frame); cred-wealth's budget had less room than that.
 * Issue 30's fourth pass added ~0.25 kB to every page: the menu and the password modal open
 * without showModal()'s whole-page restyle, so useModalDialog does what it did (Escape anywhere,
 * focus in, the page behind inert, scroll locked: the last two after the opening frame).
 * Preloaded fonts (issue 30 part A): Inter 14.6 kB on every page, the serif 7.3 kB
 * only where it is drawn at first paint (tools/prerender/html.ts `serifAtFirstPaint`); each file fits
 * one TCP congestion window with its headers. Issue 30's fourth pass left the rules of the parts
 * never in a long page's first screen (home's About and Gallery, the footer) to the full
 * stylesheet (tools/prerender/critical-css.ts lateParts): 0.35–0.95 kB gzip less inline CSS on
 * those pages. Its fifth pass: home and 404 at 94,989 B of JS (a demo's press held until it
 * hydrates, the modal opening without re-rendering its form), so their budget is 95,150 B; its
 * seventh pass +60 B for the loader switching the full stylesheets on together (95,196 B). Its
 * ninth pass +0.1 kB (95,305 B): React listening only to the events the site handles
 * (src/boot/reactEvents.ts), V8's compile hint on the entry chunk (tools/vite-plugins/compile-hints.ts)
 * and the contract's own listener after hydration; together they took ~100 ms of main-thread work
 * at 4× CPU off home's load and 3–7 ms off a first press (docs/measurements.md, ninth pass). Its
 * tenth pass +171 B (95,476 B): the web fonts' faces a page lacks, added when it may need them
 * (src/fonts/moreFaces.ts; the code that reads a typed value is a lazy chunk), so the full
 * stylesheet declares none: switched on, it had the browser resolve every element's font again,
 * 26–39 ms of style and layout at 4× CPU in each page's load (docs/measurements.md, tenth pass). */
const WITH_SERIF = 22_000;
const INTER_ONLY = 14_700;
/** By page kind (tools/perf/routes.ts `SamplePage.kind`): a kind the table adds needs its own. */
const BUDGETS: Record<string, CriticalPath> = {
  // Issue 30's home pass: home's lower sections and their copy are a lazy chunk (-3.8 kB). Its
  // eleventh pass +80 B: the inline contract's theme flip and menu skip the sections off screen
  // for their frame (src/layout/offScreenRegions.ts; its form part only where a form is).
  home: { js: 95_600, css: 6_700, fonts: WITH_SERIF, blocking: 0 },
  'micro-interactions': { js: 100_700, css: 6_450, fonts: INTER_ONLY, blocking: 0 },
  'design-principles': { js: 101_400, css: 4_500, fonts: WITH_SERIF, blocking: 0 },
  // cred-wealth: its first screen has an image figure (frame, placeholder, row styles: +0.2 kB of
  // critical CSS). +0.1 kB JS (issue 28): that figure's placeholder is inline SVG in the study's
  // chunk, not a data: image request, and the videos' posters load near the viewport (a lazy chunk).
  'case-study (open)': { js: 106_100, css: 5_200, fonts: INTER_ONLY, blocking: 0 },
  // Issue 30's eleventh pass +250 B: the inline contract's region skip (+~170 B) on a page that
  // keeps its form part (src/boot/formReplay.ts), now a part with its own listeners.
  'case-study (gated, locked)': { js: 106_950, css: 5_200, fonts: WITH_SERIF, blocking: 0 },
  'not-found': { js: 95_600, css: 4_900, fonts: WITH_SERIF, blocking: 0 },
};

/**
 * Each page's HTML, compressed as a CDN sends it (brotli, default quality), fits the first round
 * trip of a new connection: a server sends 10 TCP segments (14,600 B) before it waits for an
 * acknowledgement, so a larger document costs a phone one more round trip before the first paint
 * (and Lighthouse's simulation 150 ms of FCP and LCP: issue 30's event contract put home's HTML
 * at 15.1 kB). 14,300 B leaves ~300 B for the response's status line and headers.
 */
const HTML_FIRST_ROUND_TRIP = 14_300;
/**
 * The same limit with the host's real headers: vercel.json's for the page (its own CSP is ~0.4 kB
 * since issue 30's fourth pass, the site-wide one was ~0.9 kB) plus what every response carries besides (status line, Content-Type,
 * Content-Encoding, Date, Vary…: 214 B from tools/prerender/serve-dist.ts; 300 B allowed). Lantern counts
 * them: cred-wealth's HTML at 13.1 kB + 1.7 kB of headers cost a round trip (issue 28, third pass).
 */
const FIRST_ROUND_TRIP = 14_600;
const RESPONSE_OVERHEAD = 300;
const headerBytes = (route: string) =>
  Object.entries(hostHeaders(readHostConfig(), route)).reduce(
    (sum, [key, value]) => sum + key.length + value.length + 4,
    0,
  );

const gzip = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const file = (href: string) => readFileSync(join(dist, href.replace(/^\//, '').split('?')[0]!));

function criticalPath(htmlFile: string): CriticalPath {
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const document = parse(html);
  const blockingSheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    // <noscript> copies load only without JavaScript (jsdom parses their content as elements).
    .filter((link) => !link.closest('noscript'))
    .filter((link) => !link.disabled && !['print', 'not all'].includes(link.media));
  const inlineStyles = [...document.querySelectorAll('style')].map(
    (style) => style.textContent ?? '',
  );
  const classicHeadScripts = [...document.head.querySelectorAll('script[src]')].filter(
    (script) =>
      !script.hasAttribute('async') &&
      !script.hasAttribute('defer') &&
      script.getAttribute('type') !== 'module',
  );
  const fonts = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
    link.getAttribute('href')!,
  );
  return {
    js: initialJs(dist, htmlFile).bytes,
    css:
      blockingSheets.reduce((sum, link) => sum + gzip(file(link.getAttribute('href')!)), 0) +
      inlineStyles.reduce((sum, text) => sum + gzip(text), 0),
    fonts: fonts.reduce((sum, href) => sum + file(href).length, 0),
    blocking: blockingSheets.length + classicHeadScripts.length,
  };
}

describe('the critical path of each prerendered route', () => {
  requireBuild();
  const measured = Object.fromEntries(
    SAMPLE_PAGES.map(({ kind, file }) => [kind, criticalPath(file)]),
  );
  console.table(
    SAMPLE_PAGES.map(({ kind, path: route }) => ({
      route,
      'JS gzip': measured[kind]!.js,
      'budget JS': BUDGETS[kind]?.js,
      'CSS gzip': measured[kind]!.css,
      'budget CSS': BUDGETS[kind]?.css,
      fonts: measured[kind]!.fonts,
      'budget fonts': BUDGETS[kind]?.fonts,
      'blocking requests': measured[kind]!.blocking,
    })),
  );

  for (const { kind, path: route } of SAMPLE_PAGES) {
    it(`${route} (${kind}): JS, CSS, preloaded fonts and render-blocking requests within budget`, () => {
      const path = measured[kind]!;
      const budget = BUDGETS[kind];
      if (!budget) throw new Error(`no budget for the page kind "${kind}": add one to BUDGETS`);
      expect(path.js, 'initial JS, gzip bytes').toBeLessThanOrEqual(budget.js);
      expect(path.css, 'render-blocking CSS, gzip bytes').toBeLessThanOrEqual(budget.css);
      expect(path.fonts, 'preloaded fonts, bytes').toBeLessThanOrEqual(budget.fonts);
      expect(path.blocking, 'render-blocking requests').toBeLessThanOrEqual(budget.blocking);
    });
  }

  for (const { path: route, file: htmlFile } of SAMPLE_PAGES) {
    it(`${route}: its HTML fits the first round trip of a connection`, () => {
      const bytes = brotliCompressSync(readFileSync(join(dist, htmlFile))).length;
      expect(bytes, `${htmlFile}, brotli bytes`).toBeLessThanOrEqual(HTML_FIRST_ROUND_TRIP);
    });
  }

  // Every page (issue 30, fourth pass): each page's CSP lists only its own hashes, its inline code
  // is one script, and the parts never in its first screen take their rules from the full
  // stylesheet (tools/prerender/csp.ts, intro-script.ts, critical-css.ts).
  for (const { kind, path: route, file: htmlFile } of SAMPLE_PAGES) {
    it(`${route}: its HTML and the host headers fit the first round trip together`, () => {
      // The 404 page as the host answers an unknown path (its file's own name is a page URL).
      const path = kind === 'not-found' ? '/no/such/page' : route;
      const body = brotliCompressSync(readFileSync(join(dist, htmlFile))).length;
      const headers = headerBytes(path) + RESPONSE_OVERHEAD;
      expect(body + headers, `${body} B brotli + ${headers} B of headers`).toBeLessThanOrEqual(
        FIRST_ROUND_TRIP,
      );
    });
  }

  it(`home's initial JS is at most ${JS_BUDGET_OVER_REFERENCE / 1024} kB over a bare React + react-router-dom page built with the same settings`, async () => {
    const reference = await referenceJs();
    const home = measured.home!.js;
    console.log(
      `home initial JS ${home} B gzip, reference ${reference.bytes} B: ${home - reference.bytes} B over`,
    );
    expect(home - reference.bytes).toBeLessThanOrEqual(JS_BUDGET_OVER_REFERENCE);
    // It builds the reference app first: tens of seconds on a busy 2-core machine.
  }, 120_000);
});
