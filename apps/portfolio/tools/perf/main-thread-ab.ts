// `pnpm perf:main-thread <dist A> <dist B>`: the main-thread work of two builds' page loads in
// real Chromium at 4× CPU slowdown (PERF_CPU_SLOWDOWN, tools/perf/cpu.ts), from navigation until the page has hydrated
// (`<html data-hydrated>`) and the browser is idle, read from a performance trace. Lighthouse's
// TBT is a simulation over one observed load, so its medians swing by tens of milliseconds
// between runs; this answers "does B do more work than A?" with means and their standard
// errors. The order flips every round. Env: PATHS (comma-separated, default /), N rounds (20).
import { chromium } from '@playwright/test';
import { serveBuilds } from './ab-builds';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { CPU_SLOWDOWN } from './cpu';

type TraceEvent = { name: string; ph: string; pid: number; tid: number; dur?: number };
/** Trace event names summed into each column (milliseconds on the renderer's main thread). */
const COLUMNS: Record<string, string[]> = {
  'all tasks': ['RunTask'],
  script: ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks'],
  'style + layout': ['UpdateLayoutTree', 'Layout'],
  'parse HTML': ['ParseHTML'],
};

/** Sums one load's trace: each column, and the blocking time (each task's part over 50 ms). */
function summarise(events: TraceEvent[]): Record<string, number> {
  const parsers = new Set(
    events.filter((e) => e.name === 'ParseHTML').map((e) => `${e.pid}:${e.tid}`),
  );
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      (e as { args?: { name?: string } }).args?.name === 'CrRendererMain' &&
      parsers.has(`${e.pid}:${e.tid}`),
  );
  const sums: Record<string, number> = { blocking: 0 };
  for (const column of Object.keys(COLUMNS)) sums[column] = 0;
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue;
    const ms = e.dur / 1000;
    for (const [column, names] of Object.entries(COLUMNS))
      if (names.includes(e.name)) sums[column]! += ms;
    if (e.name === 'RunTask' && ms > 50) sums.blocking! += ms - 50;
  }
  return sums;
}

const { builds, rounds, eachLoad, close } = await serveBuilds('perf:main-thread', 20);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const loads = new Map<string, Record<string, number>[]>();
try {
  await eachLoad(async (build, path, round) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(build.url + path);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3000 })),
    );
    const trace = await browser.stopTracing();
    await context.close();
    const key = `${path} ${build.name}`;
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    const load = summarise(traceEvents);
    loads.set(key, [...(loads.get(key) ?? []), load]);
    console.log(`round ${round} ${key}: blocking ${Math.round(load.blocking!)} ms`);
  });
} finally {
  await browser.close();
  close();
}

/** Mean ± standard error of the mean, in whole milliseconds. */
function meanAndError(values: number[]): string {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance =
    values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return `${Math.round(mean)} ± ${Math.round(Math.sqrt(variance / values.length))}`;
}
console.log(`\nmain thread at ${CPU_SLOWDOWN}× CPU, mean ± standard error of ${rounds} loads (ms)`);
console.log(`A = ${builds[0]!.dist}, B = ${builds[1]!.dist}`);
console.table(
  [...loads].map(([key, list]) => ({
    'page build': key,
    ...Object.fromEntries(
      ['blocking', ...Object.keys(COLUMNS)].map((column) => [
        column,
        meanAndError(list.map((load) => load[column]!)),
      ]),
    ),
  })),
);
