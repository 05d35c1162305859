// `pnpm test`: every test of every package, browser tests included. Installs Debian's browsers
// when missing, runs the test tasks through turbo (each build once, three tasks at a time on this
// 2-core machine), then prints how long each stage took, whether the run passed or not.
//
// The gated case studies are sealed with the published development password unless
// CASE_STUDY_PASSWORD is set: the tests opt in to it explicitly (USE_DEV_CASE_STUDY_PASSWORD),
// and turbo hands the same variables to the build and to the tests that type the password.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runsDir = join(root, '.turbo', 'runs');
/**
 * The test stages, as turbo tasks (their dependencies, the builds, come along). The Chromium
 * browser suite runs on its own afterwards: it keeps both cores busy, so turbo would gain nothing
 * by running something beside it, and it starts as soon as the site is built instead of whenever
 * turbo gets to it. The cross-engine suite in Firefox and WebKit (`test:engines`, after the site
 * and the static Storybook are built) runs in the first phase instead: its browsers spend much of
 * their time waiting (WebDriver round trips, the intro's real 4.4 s, WebCrypto), which the other
 * tasks fill.
 */
const PHASES = [
  ['build', 'test', 'test:static', 'test:storybook', 'storybook:check', 'test:engines'],
  ['test:e2e'],
];

/** One row of the timing table: a stage of this script or a turbo task. */
interface Stage {
  stage: string;
  start: number;
  end: number;
  result: string;
  /** The turbo task of a task's row, whose output's end is repeated when it failed. */
  taskId?: string;
}

/** The parts of turbo's run summary (`--summarize`) read here. */
interface TurboSummary {
  tasks?: {
    taskId: string;
    cache?: { status?: string };
    execution?: { startTime: number; endTime: number; exitCode: number };
  }[];
}

const started = Date.now();
const stages: Stage[] = [];
/** How much of a failed task's output is repeated: a test runner's summary of its failures. */
const FAILED_TAIL_LINES = 60;
/**
 * The last FAILED_TAIL_LINES lines of each turbo task's output, by the prefix turbo gives its
 * lines (`@portfolio/site:test:engines: `). Turbo keeps a log file only for the tasks it caches,
 * and the test tasks are not cached: the output is read as it passes through.
 */
const taskTails = new Map<string, string[]>();

function keepTaskLine(line: string): void {
  // eslint-disable-next-line no-control-regex -- turbo's colour codes
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '');
  const prefix = /^(\S+?:\S+?): /.exec(plain)?.[1];
  if (!prefix) return;
  const tail = taskTails.get(prefix) ?? [];
  tail.push(plain.slice(prefix.length + 2));
  if (tail.length > FAILED_TAIL_LINES) tail.shift();
  taskTails.set(prefix, tail);
}

/** Runs turbo with its output passed through and each task's last lines kept (`taskTails`). */
function runTurbo(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const at = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { cwd: root, env, stdio: ['inherit', 'pipe', 'pipe'] });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let partial = '';
      from.on('data', (chunk: Buffer) => {
        to.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) keepTaskLine(line);
      });
      from.on('end', () => keepTaskLine(partial));
    }
    child.on('close', (code, signal) => resolve(recordStage(label, at, code ?? (signal ? 1 : 0))));
  });
}

/** Adds a row for a stage of this script that began at `at`, and hands its exit status on. */
function recordStage(label: string, at: number, status: number): number {
  stages.push({ stage: label, start: at, end: Date.now(), result: status === 0 ? 'ok' : 'FAILED' });
  return status;
}

function run(label: string, command: string, args: string[], env = process.env): number {
  const at = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit', cwd: root, env });
  return recordStage(label, at, status ?? (signal ? 1 : 0));
}

/** Per-task start and end from turbo's run summary (`--summarize`). */
function turboStages(sinceMs: number): Stage[] {
  if (!existsSync(runsDir)) return [];
  const newest = readdirSync(runsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(runsDir, file))
    .filter((file) => statSync(file).mtimeMs >= sinceMs - 1000)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!newest) return [];
  const summary = JSON.parse(readFileSync(newest, 'utf8')) as TurboSummary;
  return (summary.tasks ?? [])
    .flatMap(({ taskId, cache, execution }) =>
      execution?.startTime
        ? [
            {
              stage: `  ${taskId}`,
              taskId,
              start: execution.startTime,
              end: execution.endTime,
              result:
                cache?.status === 'HIT'
                  ? 'cached'
                  : execution.exitCode === 0
                    ? 'ok'
                    : `FAILED (exit ${execution.exitCode})`,
            },
          ]
        : [],
    )
    .sort((a, b) => a.start - b.start);
}

const env = { ...process.env };
if (!env.CASE_STUDY_PASSWORD) env.USE_DEV_CASE_STUDY_PASSWORD = '1';

let status = run('browser and fonts (ensure-browser)', 'pnpm', [
  'exec',
  'tsx',
  join(root, 'scripts/ensure-browser.ts'),
]);
if (status === 0) {
  // Old summaries would be mistaken for this run's.
  rmSync(runsDir, { recursive: true, force: true });
  for (const tasks of PHASES) {
    const phaseStart = Date.now();
    const phase = await runTurbo(
      `turbo run ${tasks.join(' ')}`,
      [
        'exec',
        'turbo',
        'run',
        ...tasks,
        // Three at a time on two cores: the build chain (core → interactions → site → the static
        // tests) starts while the Storybook tasks run, instead of queueing behind them.
        '--concurrency=3',
        '--continue',
        '--summarize',
        '--log-order=grouped',
      ],
      env,
    );
    stages.push(...turboStages(phaseStart));
    status ||= phase;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nTime per stage (start is seconds after `pnpm test` began):');
console.table(
  stages.map(({ stage, start, end, result }) => ({
    stage,
    start: seconds(start - started),
    took: seconds(end - start),
    result,
  })),
);
// A CI page often shows only the end of the output, where the last phase's passing tests would
// hide which test failed in an earlier one: repeat the end of each failed task's output here.
for (const { taskId, result } of stages) {
  if (!taskId || !result.startsWith('FAILED')) continue;
  const tail = taskTails.get(taskId.replace('#', ':')) ?? ['(no output kept)'];
  console.log(`\n${taskId} FAILED; the last ${tail.length} lines of its output:`);
  console.log(tail.join('\n'));
}
console.log(`pnpm test: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)}`);
process.exit(status);
