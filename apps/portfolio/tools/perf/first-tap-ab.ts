// `pnpm perf:first-tap <dist A> <dist B>`: the first-tap probe (tools/perf/first-tap.ts) on two builds
// in one browser, alternating A/B every round as `perf:ab` does, so a busy machine weighs on both
// alike. Prints the issue-30 table per build: page × control, first paint, the tap answered, the
// gap, the page's own latency (answered − tap) and the taps lost over all rounds (medians of N
// rounds). FIRST_TAP_INPUT and PERF_CPU_SLOWDOWN as for `pnpm perf` (tools/perf/first-tap.ts, cpu.ts).
// Env: PATHS (comma-separated, default: perf's sample pages, one per kind of the route table, as
// `pnpm perf` probes them: tools/perf/routes.ts), N rounds (default 5).
import { serveBuilds } from './ab-builds';
import {
  CONTROLS,
  launchProbeBrowser,
  median,
  paintLoad,
  tapLoad,
  type PaintLoad,
  type TapLoad,
} from './first-tap';
import { PAGE_KINDS } from './routes';

process.env.PATHS ??= PAGE_KINDS.join(',');
const { builds, paths, rounds, eachLoad, close } = await serveBuilds('perf:first-tap', 5);
const browser = await launchProbeBrowser();
const runs = new Map<string, TapLoad[]>();
/** Where each control is on each page of each build, from one settled load (a warm-up too). */
const centres = new Map<string, PaintLoad['centres']>();
try {
  for (const build of builds)
    for (const path of paths)
      centres.set(build.name + path, (await paintLoad(browser, build.url + path)).centres);
  await eachLoad(async (build, path, round) => {
    for (const control of CONTROLS) {
      const centre = centres.get(build.name + path)?.[control] ?? null;
      const run = await tapLoad(browser, build.url + path, control, centre);
      const key = `${build.name} ${path} ${control}`;
      runs.set(key, [...(runs.get(key) ?? []), run]);
      console.log(
        `round ${round} ${key}: first paint ${Math.round(run.fcp)}, first tap ${Math.round(run.firstTap)}, answered ${Math.round(run.answered)}, lost ${run.lost}`,
      );
    }
  });
} finally {
  await browser.close();
  close();
}
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : '–');
console.log(`\nmedians of ${rounds} loads (ms): A = ${builds[0]!.dist}, B = ${builds[1]!.dist}`);
console.table(
  [...runs]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({
      'build page control': key,
      'first paint': ms(median(list.map((run) => run.fcp))),
      'first tap': ms(median(list.map((run) => run.firstTap))),
      answered: ms(median(list.map((run) => run.answered))),
      gap: ms(median(list.map((run) => run.answered - run.fcp))),
      // The page's own latency, what `pnpm perf` budgets as ready − FCP (the probe's delay out).
      'answered − tap': ms(median(list.map((run) => run.answered - run.firstTap))),
      'taps lost': list.reduce((sum, run) => sum + run.lost, 0),
      'never answered': list.filter((run) => !Number.isFinite(run.answered)).length,
    })),
);
