// `pnpm perf`: serves the built dist/ and two reference pages built in the same run (a static
// HTML page with inline CSS and no JS, the limit; a bare React + react-router page), runs
// Lighthouse (mobile preset, simulated throttling, Debian Chromium, median of 3) on every
// prerendered route and both references, probes the interaction latency at 4× CPU slowdown,
// loads every route and both references again with *applied* throttling (tools/perf/first-tap.ts: FCP,
// LCP and when a tap on the theme toggle and on Menu at first paint is answered), adds the JS
// figures, prints ONE table and exits non-zero when a target is broken.
//
// The machine is shared and noisy, so timings are judged as ratios to the references measured
// in the same run, never against a fixed number: the issue's targets (FCP ≤ 0.9 s and
// LCP ≤ 1.0 s where the static page paints at 0.65 s / 0.76 s; TBT ≤ 50 ms where the bare React
// page blocks 17 ms; every interaction ≤ 50 ms) are scaled by what the references measure now.
//
// Env: PERF_DIST / PERF_PRERENDER measure another build (e.g. a saved baseline);
// LIGHTHOUSE_RUNS (3); FIRST_TAP_LOADS (3 per route and control); PERF_PORT (first of three
// ports, default 5352); PATHS (comma-separated paths of the sample pages to measure, default all:
// one page of each kind the route table declares, tools/perf/routes.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { htmlFiles } from '../prerender/csp';
import { serveDist } from '../prerender/serve-dist';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { bundleSettings } from '../vite-plugins/bundle-settings';
import { reactRouterProduction } from '../vite-plugins/react-router-production';
import { initialJs, lazyChunkViolations, JS_BUDGET_OVER_REFERENCE } from './js-budget';
import { CPU_SLOWDOWN, LIGHTHOUSE_CPU_FLAGS } from './cpu';
import { DURATION_THRESHOLD, probeInteractions, type InteractionResult } from './inp-probe';
import { PAGE_KINDS } from './routes';
import {
  CONTROLS,
  FIRST_TAP_INPUT,
  READY_BUDGET_MS,
  THROTTLING,
  launchProbeBrowser,
  measureFirstTap,
  median,
  type FirstTapRow,
} from './first-tap';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.env.PERF_DIST ?? join(here, '..', '..', 'dist'));
const prerender = resolve(process.env.PERF_PRERENDER ?? join(here, '..', '..', '.prerender'));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ROUTES = process.env.PATHS
  ? PAGE_KINDS.filter((route) => process.env.PATHS!.split(',').includes(route))
  : PAGE_KINDS;
const PORT = Number(process.env.PERF_PORT ?? 5352);
const FIRST_TAP_LOADS = Number(process.env.FIRST_TAP_LOADS ?? 3);

/**
 * The 404 page is `noindex` by the spec, and Lighthouse's is-crawlable audit fails any noindex
 * page by definition, so it is left out of the 404's SEO score (and said so in the table).
 */
const SKIPPED_AUDITS: Record<string, string[]> = { '/404.html': ['is-crawlable'] };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
/** Every category must score 100 (issue 11). */
const MIN_SCORE = 100;

/**
 * The issue's targets and the reference figures they were set against (Lighthouse mobile on
 * this machine, TOOLCHAIN.md): a timing's budget here is target × (reference now / reference then).
 */
type Reference = 'static' | 'react';
type Metric = 'fcp' | 'lcp' | 'tbt';
const TARGETS: Record<Metric, { target: number; reference: Reference; then: number }> = {
  fcp: { target: 900, reference: 'static', then: 650 },
  lcp: { target: 1000, reference: 'static', then: 760 },
  tbt: { target: 50, reference: 'react', then: 17 },
};
/**
 * Rounds of the interaction probe (a fresh browser each). An interaction's figure is its median
 * round, as Lighthouse's figures are the median of 3 loads: Event Timing rounds a duration to 8 ms
 * and a frame's presentation waits for the display's next refresh, so one round of the same build
 * read 40 or 56 ms for the theme toggle on an idle machine (measurements § issue 30). The slowest
 * round is printed beside it.
 */
const PROBE_ROUNDS = 3;
/** Interactions: 50 ms, or the vanilla click of this run when the machine cannot do better. */
const INTERACTION_TARGET = 50;

if (!existsSync(join(dist, 'index.html')) || !existsSync(join(prerender, 'chunk-modules.json'))) {
  console.error(
    `${dist} or ${prerender}/chunk-modules.json is missing: run \`pnpm --filter @portfolio/site build\` first.`,
  );
  process.exit(1);
}
const started = Date.now();
const failures: string[] = [];

/**
 * Builds the reference app (tools/perf/reference/index.html) with the site's bundle settings into a
 * temp folder; `entry` swaps its script (main.tsx: BrowserRouter; data-router.tsx).
 */
async function buildReference(entry: string): Promise<string> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const outDir = mkdtempSync(join(tmpdir(), 'perf-reference-'));
  await build({
    configFile: false,
    root: join(here, 'reference'),
    logLevel: 'silent',
    plugins: [
      react(),
      reactRouterProduction(),
      {
        name: 'perf:reference-entry',
        transformIndexHtml: {
          order: 'pre',
          handler: (html: string) => html.replace('./main.tsx', `./${entry}`),
        },
      },
    ],
    build: { ...bundleSettings, outDir, emptyOutDir: true },
  });
  return outDir;
}

const reactDir = await buildReference('main.tsx');
const dataRouterDir = await buildReference('data-router.tsx');
const servers: Server[] = [];
const serve = async (root: string, port: number, hostConfig?: null) => {
  const served = await serveDist({ root, port, ...(hostConfig === null ? { hostConfig } : {}) });
  servers.push(served.server);
  return served.url;
};
const siteUrl = await serve(dist, PORT);
const staticUrl = await serve(join(here, 'reference-static'), PORT + 1, null);
const reactUrl = await serve(reactDir, PORT + 2, null);

const userDataDir = mkdtempSync(join(tmpdir(), 'lh-profile-'));
/** A measured page: a prerendered route or one of the two references. */
interface MeasuredPage {
  name: string;
  url: string;
  route?: string;
  ref?: Reference;
}
/** A page's Lighthouse figures (median run). */
interface Row extends MeasuredPage, Record<Metric, number> {
  scores: Record<Category, number>;
  failed: Record<Category, string[]>;
  cls: number;
}
const rows: Row[] = [];
/**
 * Lighthouse's reading of the host's CPU (`benchmarkIndex`) in every valid run. Its 4× stands for
 * a mid-tier phone on a high-end desktop (1,500–2,000, Lighthouse's docs/throttling.md); on a
 * slower host the same 4× is a slower phone, and every timing of this run reads higher. Printed so
 * that runs on different machines can be told apart; no budget reads it.
 */
const benchmarkIndexes: number[] = [];
/** An interaction's median round, and the slowest of its rounds. */
type ProbedInteraction = InteractionResult & { slowestRound: number };
let interactions: ProbedInteraction[] = [];
const firstTaps: FirstTapRow[] = [];
try {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    userDataDir,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const pages: MeasuredPage[] = [
      ...ROUTES.map((route) => ({ name: route, url: `${siteUrl}${route}`, route })),
      { name: 'reference: static HTML, inline CSS, no JS', url: `${staticUrl}/`, ref: 'static' },
      { name: 'reference: bare React + react-router', url: `${reactUrl}/`, ref: 'react' },
    ];
    for (const page of pages) {
      // Median of RUNS valid runs (Lighthouse's own computeMedianRun, as LHCI does); a failed
      // trace is retried.
      const runs: LighthouseResult[] = [];
      let lastError: LighthouseResult['runtimeError'] = undefined;
      for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
        const { lhr } = (await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          skipAudits: SKIPPED_AUDITS[page.route ?? ''] ?? null,
          ...LIGHTHOUSE_CPU_FLAGS,
        }))!;
        if (lhr.runtimeError) lastError = lhr.runtimeError;
        else runs.push(lhr);
      }
      if (runs.length === 0) {
        failures.push(
          `${page.name}: Lighthouse could not measure it (${lastError?.code}: ${lastError?.message})`,
        );
        continue;
      }
      benchmarkIndexes.push(...runs.map((run) => run.environment.benchmarkIndex));
      const lhr: LighthouseResult = computeMedianRun(runs);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failedAudits = (id: Category) =>
        lhr.categories[id]!.auditRefs.map((ref) => lhr.audits[ref.id]!)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'manual',
          )
          .map((a) => a.id);
      rows.push({
        ...page,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Row['scores'],
        failed: Object.fromEntries(CATEGORIES.map((id) => [id, failedAudits(id)])) as Row['failed'],
        fcp: Math.round(metric('first-contentful-paint')),
        lcp: Math.round(metric('largest-contentful-paint')),
        tbt: Math.round(metric('total-blocking-time')),
        cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      });
    }
  } finally {
    await chrome.kill();
  }
  const rounds: InteractionResult[][] = [];
  for (let round = 0; round < PROBE_ROUNDS; round += 1)
    rounds.push(await probeInteractions(siteUrl, staticUrl));
  interactions = rounds[0]!.map((_, index) => {
    const sorted = rounds.map((round) => round[index]!).sort((a, b) => a.worst - b.worst);
    return {
      ...sorted[Math.floor(sorted.length / 2)]!,
      slowestRound: sorted[sorted.length - 1]!.worst,
    };
  });
  const probe = await launchProbeBrowser();
  try {
    for (const route of ROUTES)
      firstTaps.push(
        await measureFirstTap(probe, route, `${siteUrl}${route}`, {
          loads: FIRST_TAP_LOADS,
          controls: CONTROLS,
        }),
      );
    // The references have no controls: the static page is ready when it paints, and the bare
    // React page paints what React has already rendered. A tap anywhere on them, answered when
    // its click is dispatched, is this machine's floor under the routes' taps (printed, no budget).
    for (const [name, url] of [
      ['reference: static HTML', `${staticUrl}/`],
      ['reference: bare React', `${reactUrl}/`],
    ] as const)
      firstTaps.push(
        await measureFirstTap(probe, name, url, {
          loads: FIRST_TAP_LOADS,
          controls: ['anywhere'],
        }),
      );
  } finally {
    await probe.close();
  }
} finally {
  for (const server of servers) server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}

// Budgets of this run, from the references.
const refRow = (ref: Reference) => rows.find((row) => row.ref === ref);
const budget = {} as Record<Metric, number>;
for (const [metric, { target, reference, then }] of Object.entries(TARGETS) as [
  Metric,
  (typeof TARGETS)[Metric],
][]) {
  const now = refRow(reference)?.[metric];
  // A reference faster than the one the target was set against keeps the target itself.
  budget[metric] =
    now !== undefined && Number.isFinite(now)
      ? Math.round(target * Math.max(1, now / then))
      : target;
}
const ratio = (value: { metric: Metric; value: number }, ref: Reference) => {
  const base = refRow(ref)?.[value.metric];
  return base ? (value.value / base).toFixed(2) : '–';
};

for (const row of rows) {
  if (row.ref) continue;
  for (const id of CATEGORIES)
    if (row.scores[id] < MIN_SCORE)
      failures.push(
        `${row.route}: ${id} ${row.scores[id]} < ${MIN_SCORE} (${row.failed[id].join(', ')})`,
      );
  for (const metric of Object.keys(TARGETS) as Metric[])
    if (row[metric] > budget[metric])
      failures.push(
        `${row.route}: ${metric.toUpperCase()} ${row[metric]} ms > ${budget[metric]} ms (${TARGETS[metric].target} ms scaled by the ${TARGETS[metric].reference} reference)`,
      );
  if (row.cls !== 0) failures.push(`${row.route}: CLS ${row.cls} > 0`);
}

/** The vanilla button's figure for each input: a mouse's click, a finger's tap. */
const vanillaOf = (input: InteractionResult['input']) =>
  interactions.find((item) => item.input === input && item.interaction.startsWith('reference'));
const interactionBudgetOf = (input: InteractionResult['input']) =>
  Math.max(INTERACTION_TARGET, Math.round(vanillaOf(input)?.worst ?? 0));
const interactionBudget = interactionBudgetOf('mouse');
for (const item of interactions)
  if (!item.interaction.startsWith('reference') && item.worst > interactionBudgetOf(item.input))
    failures.push(
      `interaction "${item.interaction}": ${Math.round(item.worst)} ms > ${interactionBudgetOf(item.input)} ms`,
    );

for (const row of firstTaps)
  for (const tap of row.taps) {
    if (tap.control === 'anywhere') continue; // a reference's floor, not a budget
    if (!Number.isFinite(tap.latency))
      failures.push(`${row.page}: a tap on ${tap.control} at first paint was never answered`);
    else if (tap.latency > READY_BUDGET_MS)
      failures.push(
        `${row.page}: ready − FCP ${Math.round(tap.latency)} ms > ${READY_BUDGET_MS} ms (a tap on ${tap.control} at first paint, applied throttling)`,
      );
  }

// JS figures.
const kB = (bytes: number) => Number((bytes / 1024).toFixed(1));
/** The HTML file a measured route is served from. */
const fileOf = (route: string) =>
  route === '/'
    ? 'index.html'
    : route.endsWith('.html')
      ? route.slice(1)
      : `${route.slice(1)}.html`;
const home = initialJs(dist);
const reactJs = initialJs(reactDir);
const dataRouterJs = initialJs(dataRouterDir);
rmSync(reactDir, { recursive: true, force: true });
rmSync(dataRouterDir, { recursive: true, force: true });
if (home.bytes - reactJs.bytes > JS_BUDGET_OVER_REFERENCE)
  failures.push(
    `home initial JS is ${kB(home.bytes - reactJs.bytes)} kB over the bare React + router page (budget ${kB(JS_BUDGET_OVER_REFERENCE)} kB)`,
  );
if (home.bytes >= dataRouterJs.bytes)
  failures.push(
    `home initial JS ${kB(home.bytes)} kB is not below the bare data-router page's ${kB(dataRouterJs.bytes)} kB`,
  );

const chunkModules = JSON.parse(readFileSync(join(prerender, 'chunk-modules.json'), 'utf8'));
// Every prerendered page (the Storybook's excepted), as the static lazy-chunk test checks them.
const htmlPages = htmlFiles(dist);
const lazy = lazyChunkViolations(dist, chunkModules, htmlPages);
failures.push(...lazy);

/** The applied-throttling figures of a page, beside its Lighthouse ones. */
function appliedColumns(row: FirstTapRow | undefined) {
  if (!row) return {};
  const ready = (control: string) => {
    const tap = row.taps.find((item) => item.control === control);
    // A page without the control (the references) is ready when it paints.
    return Math.round(row.fcp + (tap ? tap.latency : 0));
  };
  return {
    'applied FCP': ms(Math.round(row.fcp)),
    'applied LCP': ms(Math.round(row.lcp)),
    'ready: theme': ms(ready('theme')),
    'ready: menu': ms(ready('menu')),
    'taps lost': row.taps.reduce((sum, item) => sum + item.lost, 0),
    // The references' floor: a tap at first paint on a page that does nothing with it.
    'ready: tap anywhere': row.taps.some((item) => item.control === 'anywhere')
      ? ms(ready('anywhere'))
      : '–',
  };
}

// The one table.
const ms = (value: number) => (Number.isFinite(value) ? value : '–');
const table = [
  ...rows.map((row) => ({
    page: row.name,
    perf: row.scores.performance,
    a11y: row.scores.accessibility,
    bp: row.scores['best-practices'],
    seo: row.route && SKIPPED_AUDITS[row.route] ? `${row.scores.seo}*` : row.scores.seo,
    'FCP ms': ms(row.fcp),
    'LCP ms': ms(row.lcp),
    'TBT ms': ms(row.tbt),
    CLS: row.cls,
    'FCP ×static': ratio({ metric: 'fcp', value: row.fcp }, 'static'),
    'LCP ×static': ratio({ metric: 'lcp', value: row.lcp }, 'static'),
    'LCP ×react': ratio({ metric: 'lcp', value: row.lcp }, 'react'),
    'initial JS kB': row.route
      ? kB(initialJs(dist, fileOf(row.route)).bytes)
      : row.ref === 'react'
        ? kB(reactJs.bytes)
        : 0,
    ...appliedColumns(
      firstTaps.find((tap) =>
        row.route
          ? tap.page === row.route
          : tap.page === `reference: ${row.ref === 'static' ? 'static HTML' : 'bare React'}`,
      ),
    ),
  })),
  {
    page: `budget this run (targets scaled by the references)`,
    perf: MIN_SCORE,
    a11y: MIN_SCORE,
    bp: MIN_SCORE,
    seo: MIN_SCORE,
    'FCP ms': budget.fcp,
    'LCP ms': budget.lcp,
    'TBT ms': budget.tbt,
    CLS: 0,
    'initial JS kB': `< ${kB(dataRouterJs.bytes)} (data router)`,
  },
  ...interactions.map((item) => ({
    page: `INP probe ${CPU_SLOWDOWN}× CPU: ${item.interaction}`,
    'worst event ms':
      item.worst < DURATION_THRESHOLD ? `< ${DURATION_THRESHOLD}` : Math.round(item.worst),
    'slowest round ms':
      item.slowestRound < DURATION_THRESHOLD
        ? `< ${DURATION_THRESHOLD}`
        : Math.round(item.slowestRound),
    '×vanilla click': (() => {
      const reference = vanillaOf(item.input);
      return reference?.worst ? (item.worst / reference.worst).toFixed(2) : '–';
    })(),
  })),
  {
    page: `INP budget this run (≤ ${INTERACTION_TARGET} ms, or the vanilla click if slower)`,
    'worst event ms': interactionBudget,
  },
  {
    page: `INP budget of the taps (≤ ${INTERACTION_TARGET} ms, or the vanilla tap if slower)`,
    'worst event ms': interactionBudgetOf('touch'),
  },
  {
    page: `ready budget this run: FCP + ${READY_BUDGET_MS} ms`,
    'ready: theme': `FCP + ${READY_BUDGET_MS}`,
    'ready: menu': `FCP + ${READY_BUDGET_MS}`,
    'taps lost': 0,
  },
  {
    page: 'JS: home initial (gzip)',
    'initial JS kB': kB(home.bytes),
  },
  { page: 'JS: bare React + react-router (BrowserRouter)', 'initial JS kB': kB(reactJs.bytes) },
  {
    page: 'JS: bare React + data router (createBrowserRouter)',
    'initial JS kB': kB(dataRouterJs.bytes),
  },
  {
    page: `JS: lazy chunks in an initial load where they do not belong (${htmlPages.length} pages)`,
    'initial JS kB': lazy.length,
  },
];
console.log(
  `\nLighthouse 12 mobile preset (simulated throttling at ${CPU_SLOWDOWN}× CPU, Debian Chromium, median of ${RUNS}), Event Timing at ${CPU_SLOWDOWN}× CPU (each interaction's worst entry, median of ${PROBE_ROUNDS} rounds, and the slowest round), initial JavaScript (gzip). * SEO without is-crawlable (the 404 is noindex by the spec).`,
);
console.table(table);
console.log(
  `applied throttling (CDP, median of ${FIRST_TAP_LOADS} loads): ${THROTTLING.latencyMs} ms RTT, ${((THROTTLING.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ${THROTTLING.cpuSlowdown}× CPU, ${THROTTLING.viewport.width} px; ready = FCP + (a tap's effect − the tap), the tap sent the moment FCP is reported (${FIRST_TAP_INPUT === 'press' ? "a press routed to the page at once, as a finger's touch is" : 'DevTools touch events, held until the next frame'})`,
);
console.log(`home initial JS: ${home.parts.map((p) => `${p.file} ${kB(p.gzip)} kB`).join(', ')}`);
if (benchmarkIndexes.length)
  console.log(
    `host CPU: Lighthouse benchmarkIndex median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}, ${benchmarkIndexes.length} runs); its 4× is written for 1,500–2,000, and a lower index makes every timing here read higher`,
  );
console.log(`perf run: ${((Date.now() - started) / 1000).toFixed(0)} s`);

if (failures.length) {
  console.error(`\nBudget broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets hold.');
