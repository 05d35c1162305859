// `pnpm perf:lcp-graph <dist> [<dist> …]`: why Lantern puts a page's LCP where it does. One
// Lighthouse run (mobile preset, simulated throttling, Debian Chromium) per build and path, then
// Lighthouse's own Lantern LCP computation on its artifacts, printing what it is made of: the
// observed FCP/LCP of the unthrottled load, the optimistic and pessimistic estimates, and every
// node of both graphs (requests with priority and size, CPU tasks with their duration) with its
// simulated end, latest first. It saves the Lighthouse JSON and the trace beside (OUT, default a
// temp folder), so a figure in docs/measurements.md can be checked against its evidence.
// Env: PATHS (comma-separated, default /), N runs per build and path (default 1), OUT,
// HOST_HEADERS=1 (serve with vercel.json's headers, as `pnpm perf` does).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { readHostConfig, serveDist } from '../scripts/serve-dist';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

type GraphNode = {
  id: string;
  type: 'network' | 'cpu';
  startTime: number;
  endTime: number;
  request?: { url: string; priority: string; resourceType: string; transferSize: number };
  childEvents?: { name: string }[];
};
type Timing = { startTime: number; endTime: number; duration: number };
type Estimate = { timeInMs: number; nodeTimings: Map<GraphNode, Timing> };

const dists = process.argv.slice(2);
if (dists.length === 0) {
  console.error('usage: tsx perf/lcp-graph.ts <dist> [<dist> …]   (env PATHS=/ N=1 OUT=dir)');
  process.exit(2);
}
const paths = (process.env.PATHS ?? '/').split(',');
const runs = Number(process.env.N ?? 1);
const out = resolve(process.env.OUT ?? mkdtempSync(join(tmpdir(), 'lcp-graph-')));
mkdirSync(out, { recursive: true });

const served = await Promise.all(
  dists.map((dist) =>
    serveDist({
      root: resolve(dist),
      hostConfig: process.env.HOST_HEADERS === '1' ? readHostConfig() : null,
    }),
  ),
);
const userDataDir = mkdtempSync(join(tmpdir(), 'lcp-graph-chrome-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  userDataDir,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});

const short = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70);
const describe = (node: GraphNode, zero: number) => {
  const observed = `${Math.round((node.startTime - zero) / 1000)}–${Math.round((node.endTime - zero) / 1000)}`;
  if (node.type === 'network' && node.request) {
    const { url, priority, resourceType, transferSize } = node.request;
    return `net ${resourceType} ${priority} ${transferSize} B ${short(url)} (observed ${observed} ms)`;
  }
  const events = [...new Set((node.childEvents ?? []).map((event) => event.name))]
    .filter((name) =>
      /Parse|Layout|Paint|Evaluate|FunctionCall|Style|Decode|TimerFire|Event/.test(name),
    )
    .join(',');
  return `cpu ${Math.round((node.endTime - node.startTime) / 1000)} ms [${events}] (observed ${observed} ms)`;
};
const printGraph = (label: string, estimate: Estimate, zero: number) => {
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => b[1].endTime - a[1].endTime);
  console.log(`  ${label}: ${Math.round(estimate.timeInMs)} ms, ${rows.length} nodes`);
  for (const [node, timing] of rows) {
    console.log(
      `    ends ${String(Math.round(timing.endTime)).padStart(5)} (takes ${String(Math.round(timing.duration)).padStart(4)}) ${describe(node, zero)}`,
    );
  }
};

try {
  for (let run = 1; run <= runs; run += 1) {
    for (const path of paths) {
      for (const [index, { url }] of served.entries()) {
        const result = await lighthouse(url + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`no Lighthouse result for ${url}${path}`);
        const { lhr, artifacts } = result;
        const name = `${basename(resolve(dists[index]!))}${path.replaceAll('/', '_')}-${run}`;
        writeFileSync(join(out, `${name}.lhr.json`), JSON.stringify(lhr));
        writeFileSync(join(out, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
        const metrics = (lhr.audits.metrics?.details as { items: Record<string, number>[] })
          .items[0]!;
        const lcpElement = JSON.stringify(
          (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] })
            ?.items?.[0],
        ).match(/"selector":"([^"]+)"/)?.[1];
        const context = { computedCache: new Map(), settings: lhr.configSettings };
        const lantern = (await LanternLargestContentfulPaint.request(
          {
            trace: artifacts.Trace,
            devtoolsLog: artifacts.DevtoolsLog,
            gatherContext: artifacts.GatherContext,
            settings: lhr.configSettings,
            simulator: null,
            URL: artifacts.URL,
            SourceMaps: artifacts.SourceMaps,
          },
          context as never,
        )) as unknown as {
          timing: number;
          optimisticEstimate: Estimate;
          pessimisticEstimate: Estimate;
        };
        const zero = Math.min(
          ...[...lantern.pessimisticEstimate.nodeTimings.keys()].map((node) => node.startTime),
        );
        console.log(
          `\n${dists[index]} ${path} run ${run}: LCP ${Math.round(lhr.audits['largest-contentful-paint']!.numericValue!)} ms, ` +
            `TBT ${Math.round(lhr.audits['total-blocking-time']!.numericValue!)} ms, FCP ${Math.round(lhr.audits['first-contentful-paint']!.numericValue!)} ms; ` +
            `observed FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms (${lcpElement}); ` +
            `Lantern ${Math.round(lantern.timing)} = (${Math.round(lantern.optimisticEstimate.timeInMs)} + ${Math.round(lantern.pessimisticEstimate.timeInMs)}) / 2`,
        );
        printGraph('optimistic', lantern.optimisticEstimate, zero);
        printGraph('pessimistic', lantern.pessimisticEstimate, zero);
      }
    }
  }
} finally {
  await chrome.kill();
  for (const { server } of served) server.close();
  rmSync(userDataDir, { recursive: true, force: true });
  console.log(`\nLighthouse JSON and traces: ${out}`);
}
