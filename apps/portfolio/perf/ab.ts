// `pnpm perf:ab <dist A> <dist B>`: the same pages of two builds under Lighthouse (mobile preset,
// simulated throttling, Debian Chromium) in one browser, alternating A and B each round, so a
// busy machine weighs on both alike; prints every run and the medians. For "is this change
// worse?" questions that separate `pnpm perf` runs on this shared machine cannot settle.
// Both builds are served without host headers (their own <meta> CSP applies), so a saved build's
// inline-script hashes need no matching vercel.json. Env: PATHS (comma-separated, default /),
// N rounds (default 7).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { serveDist } from '../scripts/serve-dist';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) {
  console.error('usage: pnpm perf:ab <dist A> <dist B>   (env PATHS=/,/micro-interactions N=7)');
  process.exit(2);
}
const paths = (process.env.PATHS ?? '/').split(',');
const rounds = Number(process.env.N ?? 7);
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
} as const;

const builds = [
  { name: 'A', ...(await serveDist({ root: resolve(distA), hostConfig: null })) },
  { name: 'B', ...(await serveDist({ root: resolve(distB), hostConfig: null })) },
];
const userDataDir = mkdtempSync(join(tmpdir(), 'perf-ab-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  userDataDir,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const runs = new Map<string, Record<keyof typeof METRICS, number>[]>();
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const path of paths) {
      for (const build of builds) {
        const result = await lighthouse(build.url + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const audits = result?.lhr.audits ?? {};
        const run = Object.fromEntries(
          Object.entries(METRICS).map(([key, id]) => [
            key,
            Math.round(audits[id]?.numericValue ?? NaN),
          ]),
        ) as Record<keyof typeof METRICS, number>;
        const key = `${path} ${build.name}`;
        runs.set(key, [...(runs.get(key) ?? []), run]);
        console.log(`round ${round} ${key}: FCP ${run.FCP}, LCP ${run.LCP}, TBT ${run.TBT}`);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const build of builds) build.server.close();
  rmSync(userDataDir, { recursive: true, force: true });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
console.log(`\nmedians of ${rounds} (ms): A = ${distA}, B = ${distB}`);
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
