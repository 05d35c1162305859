// `pnpm perf:ab <dist A> <dist B>`: the same pages of two builds under Lighthouse (mobile preset,
// simulated throttling, Debian Chromium) in one browser, both builds each round, so a busy
// machine weighs on both alike; prints every run and the medians. The order flips every round
// (A then B, B then A) so neither build always runs first, and one unrecorded warm-up of each
// build goes before round 1 (a fresh browser's first runs are slower). For "is this change
// worse?" questions that separate `pnpm perf` runs on this shared machine cannot settle.
// Env: PATHS (comma-separated, default /), N rounds (default 7).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveBuilds } from './ab-builds';
import { LIGHTHOUSE_CPU_FLAGS } from './cpu';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
} as const;

const { builds, paths, rounds, eachLoad, close } = await serveBuilds('perf:ab', 7);
const userDataDir = mkdtempSync(join(tmpdir(), 'perf-ab-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  userDataDir,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
type Run = Record<keyof typeof METRICS, number>;
const measure = async (url: string): Promise<Run> => {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...LIGHTHOUSE_CPU_FLAGS,
  });
  const audits = result?.lhr.audits ?? {};
  return Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, Math.round(audits[id]?.numericValue ?? NaN)]),
  ) as Run;
};
const runs = new Map<string, Run[]>();
try {
  for (const build of builds) await measure(build.url + paths[0]);
  await eachLoad(async (build, path, round) => {
    const run = await measure(build.url + path);
    const key = `${path} ${build.name}`;
    runs.set(key, [...(runs.get(key) ?? []), run]);
    console.log(`round ${round} ${key}: FCP ${run.FCP}, LCP ${run.LCP}, TBT ${run.TBT}`);
  });
} finally {
  await chrome.kill();
  close();
  rmSync(userDataDir, { recursive: true, force: true });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
console.log(`\nmedians of ${rounds} (ms): A = ${builds[0]!.dist}, B = ${builds[1]!.dist}`);
console.table(
  [...runs].map(([key, list]) => ({
    'page build': key,
    ...Object.fromEntries(
      Object.keys(METRICS).map((metric) => [
        metric,
        median(list.map((run) => run[metric as keyof typeof METRICS])),
      ]),
    ),
  })),
);
