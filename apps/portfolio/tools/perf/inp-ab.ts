// `pnpm perf:inp <dist A> [<dist B>]`: only the interaction probe of `pnpm perf` (tools/perf/inp-probe.ts,
// Event Timing at 4× CPU, or PERF_CPU_SLOWDOWN), N times over one or two builds, then the median and the worst of each
// interaction per build. Each round is a fresh browser and fresh page loads; with two builds the
// order flips every round so neither always goes first. About a minute a round per build: a quick
// loop for work on one interaction, where a whole `pnpm perf` takes five.
// Env: N rounds (5); TRACE_DIR writes a Chromium trace of every probed interaction of the first
// round there (`<build> <interaction>.json`, open in DevTools' Performance panel): tracing slows
// the page, so the figures of a traced round are left out.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from '../prerender/serve-dist';
import { CPU_SLOWDOWN } from './cpu';
import { probeInteractions, showWorst as show, type InteractionResult } from './inp-probe';

const dists = process.argv.slice(2);
if (dists.length < 1 || dists.length > 2) {
  console.error('usage: pnpm perf:inp <dist A> [<dist B>]   (env N=5 TRACE_DIR=<folder>)');
  process.exit(2);
}
const rounds = Number(process.env.N ?? 5);
const traceDir = process.env.TRACE_DIR ? resolve(process.env.TRACE_DIR) : undefined;
const here = dirname(fileURLToPath(import.meta.url));

const reference = await serveDist({ root: join(here, 'reference-static'), hostConfig: null });
const builds = await Promise.all(
  dists.map(async (dist, index) => ({
    name: index === 0 ? 'A' : 'B',
    dist,
    // Two builds: each served without host headers, so its own <meta> CSP applies (vercel.json's
    // hashes are the last build's, and would block an older build's inline scripts), as perf:ab does.
    ...(await serveDist({
      root: resolve(dist),
      ...(dists.length > 1 ? { hostConfig: null } : {}),
    })),
  })),
);
/** build name → interaction → the worst entry of each round. */
const figures = new Map<string, Map<string, InteractionResult[]>>();
try {
  if (traceDir)
    for (const build of builds)
      await probeInteractions(build.url, reference.url, {
        traceDir,
        tracePrefix: `${build.name} `,
      });
  for (let round = 1; round <= rounds; round += 1) {
    const order = round % 2 === 1 ? builds : [...builds].reverse();
    for (const build of order) {
      const results = await probeInteractions(build.url, reference.url);
      const byInteraction = figures.get(build.name) ?? new Map<string, InteractionResult[]>();
      figures.set(build.name, byInteraction);
      for (const result of results)
        byInteraction.set(result.interaction, [
          ...(byInteraction.get(result.interaction) ?? []),
          result,
        ]);
      console.log(
        `round ${round} ${build.name}: ${results.map((r) => `${r.interaction} ${Math.round(r.worst)}`).join(', ')}`,
      );
    }
  }
} finally {
  reference.server.close();
  for (const { server } of builds) server.close();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
console.log(
  `\nEvent Timing worst per interaction at ${CPU_SLOWDOWN}× CPU, ${rounds} rounds (ms): median / worst, and the` +
    ' median phases of the worst entry: input delay + processing + presentation (to the next paint)',
);
for (const build of builds) console.log(`${build.name} = ${build.dist}`);
const interactions = [...(figures.get('A')?.keys() ?? [])];
console.table(
  interactions.map((interaction) => ({
    interaction,
    ...Object.fromEntries(
      builds.flatMap(({ name }) => {
        const rows = figures.get(name)?.get(interaction) ?? [];
        const worst = rows.map((row) => row.worst);
        const phase = (key: 'delay' | 'processing' | 'presentation') =>
          Math.round(median(rows.map((row) => row.entry?.[key] ?? 0)));
        return [
          [name, `${show(median(worst))} / ${show(Math.max(...worst))}`],
          [
            `${name} phases`,
            `${phase('delay')} + ${phase('processing')} + ${phase('presentation')}`,
          ],
        ];
      }),
    ),
  })),
);
