// `pnpm perf:lantern-lcp`: what Lighthouse's simulated (Lantern) LCP of a route is made of.
// Gathers one Lighthouse load per route (or reads a saved one) and prints, for the optimistic and
// the pessimistic graph, every request and main-thread task Lantern kept with its simulated start
// and end, so a change's effect on LCP is read from the graph instead of guessed from noisy runs.
//
//   tsx tools/perf/lantern-lcp.ts gather <dir> [routes…]   one Lighthouse load per route into <dir>/<route>
//   tsx tools/perf/lantern-lcp.ts explain <dir>/<route>     the graphs of a saved load
//
// WHATIF="inter-latin=14000,favicon=after" replays a saved load with a request's transfer size
// (headers included) changed, or with it ending after the observed LCP ("after"), to see what a
// smaller or later file would do to the simulated LCP before building it.
//
// Env: PERF_DIST (the build to serve, default dist/), PERF_PORT (default 5352).
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { serveDist } from '../prerender/serve-dist';
import { filesUnder } from '../test-support/file-text';
import { STORYBOOK_DIR } from '../prerender/csp';

const here = dirname(fileURLToPath(import.meta.url));
const [command, target, ...rest] = process.argv.slice(2);

/** Lantern's node, as much of it as this report reads. */
interface LanternNode {
  type: 'network' | 'cpu';
  id: string;
  request?: { url: string; priority: string; resourceType: string; transferSize: number };
  duration?: number;
}
type Timings = Map<LanternNode, { startTime: number; endTime: number }>;

async function gather(dir: string, routes: string[]) {
  const dist = resolve(process.env.PERF_DIST ?? join(here, '..', '..', 'dist'));
  const port = Number(process.env.PERF_PORT ?? 5352);
  const { server, url } = (await serveDist({ root: dist, port })) as {
    server: Server;
    url: string;
  };
  // A CDN's cache is warm: compress every file once before measuring (the server keeps the
  // result), or the first load's server time is the compression, not the host.
  for (const file of filesUnder(dist).filter((name) => !name.includes(`/${STORYBOOK_DIR}/`)))
    await fetch(`${url}${file.slice(dist.length)}`, { headers: { 'accept-encoding': 'br' } }).then(
      (response) => response.arrayBuffer(),
    );
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    userDataDir: mkdtempSync(join(tmpdir(), 'lh-lantern-')),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const route of routes) {
      const out = join(
        dir,
        route === '/' ? 'home' : route.replace(/^\/|\.html$/g, '').replace(/\//g, '_'),
      );
      mkdirSync(out, { recursive: true });
      await lighthouse(`${url}${route}`, {
        port: chrome.port,
        logLevel: 'error',
        gatherMode: out,
        onlyCategories: ['performance'],
      });
      console.log(`${route}: ${out}`);
    }
  } finally {
    await chrome.kill();
    server.close();
  }
}

function printTimings(label: string, timings: Timings, estimate: number) {
  console.log(`\n${label}: ${Math.round(estimate)} ms`);
  const rows = [...timings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
  for (const [node, t] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request!.resourceType} ${node.request!.priority} ${node.request!.transferSize} B ${node.request!.url.replace(/^https?:\/\/[^/]+/, '')}`
        : `cpu task ${Math.round(node.duration! / 1000)} ms observed`;
    console.log(
      `  ${String(Math.round(t.startTime)).padStart(5)} → ${String(Math.round(t.endTime)).padStart(5)}  ${what}`,
    );
  }
}

/** Applies WHATIF to a saved devtools log (see the header). */
function applyWhatIf(
  log: readonly { method: string; params: { requestId?: string; request?: { url: string } } }[],
) {
  const changes = (process.env.WHATIF ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]);
  const urls = new Map<string, string>();
  for (const entry of log)
    if (entry.method === 'Network.requestWillBeSent')
      urls.set(entry.params.requestId!, entry.params.request!.url);
  for (const entry of log) {
    if (entry.method !== 'Network.loadingFinished') continue;
    // A saved log is plain JSON: its entries are ours to change.
    const finished = entry.params as {
      requestId: string;
      timestamp: number;
      encodedDataLength: number;
    };
    const url = urls.get(finished.requestId) ?? '';
    for (const [match, value] of changes) {
      // A match ending in `$` is the end of the URL (`5352/$`: the home document only).
      if (match.endsWith('$') ? !url.endsWith(match.slice(0, -1)) : !url.includes(match)) continue;
      if (value === 'after') finished.timestamp += 30;
      else finished.encodedDataLength = Number(value);
      console.log(`what if: ${url} → ${value}`);
    }
  }
}

async function explain(dir: string) {
  const artifacts = await loadArtifacts(dir);
  applyWhatIf(artifacts.DevtoolsLog ?? artifacts.devtoolsLogs.defaultPass);
  // Lighthouse's defaults for a mobile run, as `pnpm perf` measures.
  const { default: defaultConfig } = await import('lighthouse/core/config/default-config.js');
  const { initializeConfig } = await import('lighthouse/core/config/config.js');
  const { resolvedConfig } = await initializeConfig('navigation', defaultConfig, {});
  const context = { computedCache: new Map(), settings: resolvedConfig.settings, options: {} };
  const data = Audit.makeMetricComputationDataInput(artifacts, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  console.log(`FCP ${Math.round(fcp.timing)} ms, LCP ${Math.round(lcp.timing)} ms`);
  printTimings(
    'LCP optimistic',
    lcp.optimisticEstimate.nodeTimings as Timings,
    lcp.optimisticEstimate.timeInMs,
  );
  printTimings(
    'LCP pessimistic',
    lcp.pessimisticEstimate.nodeTimings as Timings,
    lcp.pessimisticEstimate.timeInMs,
  );
}

if (command === 'gather' && target) await gather(target, rest.length ? rest : ['/']);
else if (command === 'explain' && target) await explain(target);
else {
  console.error('usage: tsx tools/perf/lantern-lcp.ts gather <dir> [routes…] | explain <dir>');
  process.exit(1);
}
