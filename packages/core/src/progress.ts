import { progressMessages } from './messages/progress.js';

/** One stage of the progress demo (docs/spec.md §3). */
export interface ProgressStep {
  id: string;
  label: string;
  description: string;
  /** Human-readable estimate, e.g. "~3 sec". */
  estimatedTime: string;
  tips: string;
}

export interface ProgressConfig {
  /** The running steps in order; the demo completes after the last. */
  steps: readonly ProgressStep[];
  /** The closing step shown when all have run. */
  completeStep: ProgressStep;
  /** How long each running step takes (spec: 3000 ms). */
  stepDurationMs: number;
  /** How often the clock ticks (spec: 100 ms). */
  tickMs: number;
  /** Pause after each step before the next (and before complete) (spec: 200 ms). */
  gapMs: number;
}

/** The spec's three running steps; descriptions and tips are ours (spec: not shown). */
export const PROGRESS_STEPS: readonly ProgressStep[] = [
  {
    id: 'upload',
    label: 'Uploading files',
    description: 'Sending your files over a secure connection.',
    estimatedTime: '~3 sec',
    tips: 'Keep this tab open until the upload finishes.',
  },
  {
    id: 'process',
    label: 'Processing data',
    description: 'Reading every row and normalising the values.',
    estimatedTime: '~3 sec',
    tips: 'Large files take longer; smaller batches finish sooner.',
  },
  {
    id: 'validate',
    label: 'Validating results',
    description: 'Checking the output against your rules.',
    estimatedTime: '~3 sec',
    tips: 'Anything that fails a rule is listed for review.',
  },
];

/** The final step (id complete). */
export const PROGRESS_COMPLETE_STEP: ProgressStep = {
  id: 'complete',
  label: progressMessages.complete,
  description: 'All files were uploaded, processed and validated.',
  estimatedTime: 'Done',
  tips: 'Run it again to see each stage once more.',
};

export const DEFAULT_PROGRESS_CONFIG: ProgressConfig = {
  steps: PROGRESS_STEPS,
  completeStep: PROGRESS_COMPLETE_STEP,
  stepDurationMs: 3000,
  tickMs: 100,
  gapMs: 200,
};

/** `error`: the running step failed (a real process went wrong); it can be retried from that step. */
export type ProgressStatus = 'idle' | 'running' | 'complete' | 'error';

export interface ProgressState {
  status: ProgressStatus;
  /** Index of the running (or failed) step (0 when idle; the number of steps when complete). */
  stepIndex: number;
  /** Time spent in the current step, 0 to stepDurationMs. */
  elapsedMs: number;
  /** Time spent in the gap after the current step; > 0 only once the step is full. */
  gapElapsedMs: number;
}

export type ProgressEvent =
  | { type: 'start' }
  | { type: 'tick'; ms?: number }
  | { type: 'reset' }
  /** The running step failed: the state keeps the step and how far it got. */
  | { type: 'fail' }
  /** Runs the failed step again from its start. */
  | { type: 'retry' };

export const INITIAL_PROGRESS_STATE: ProgressState = {
  status: 'idle',
  stepIndex: 0,
  elapsedMs: 0,
  gapElapsedMs: 0,
};

function positive(value: number, fallback: number): number {
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The config with durations made usable: non-positive or non-finite values fall back to the spec's. */
export function normaliseProgressConfig(config: ProgressConfig): ProgressConfig {
  return {
    ...config,
    stepDurationMs: positive(config.stepDurationMs, DEFAULT_PROGRESS_CONFIG.stepDurationMs),
    tickMs: positive(config.tickMs, DEFAULT_PROGRESS_CONFIG.tickMs),
    gapMs:
      Number.isFinite(config.gapMs) && config.gapMs >= 0
        ? config.gapMs
        : DEFAULT_PROGRESS_CONFIG.gapMs,
  };
}

/**
 * The progress demo as a reducer (docs/spec.md §4): idle → each step for stepDurationMs, a gap
 * of gapMs after each → complete. Start is ignored while running; reset returns to idle;
 * start from complete runs again (the demo's process-again button). `fail` stops a running step
 * with status `error`; `retry` runs that step again from its start (start runs from the first).
 */
export function createProgressReducer(config: ProgressConfig = DEFAULT_PROGRESS_CONFIG) {
  const { steps, stepDurationMs, tickMs, gapMs } = normaliseProgressConfig(config);
  return function progressReducer(state: ProgressState, event: ProgressEvent): ProgressState {
    switch (event.type) {
      case 'start':
        if (state.status === 'running') return state;
        if (steps.length === 0)
          return { status: 'complete', stepIndex: 0, elapsedMs: 0, gapElapsedMs: 0 };
        return { status: 'running', stepIndex: 0, elapsedMs: 0, gapElapsedMs: 0 };
      case 'reset':
        return INITIAL_PROGRESS_STATE;
      case 'fail':
        return state.status === 'running' ? { ...state, status: 'error', gapElapsedMs: 0 } : state;
      case 'retry':
        return state.status === 'error'
          ? { status: 'running', stepIndex: state.stepIndex, elapsedMs: 0, gapElapsedMs: 0 }
          : state;
      case 'tick': {
        if (state.status !== 'running') return state;
        let remaining =
          event.ms === undefined
            ? tickMs
            : Number.isFinite(event.ms) && event.ms > 0
              ? event.ms
              : 0;
        // A state from elsewhere (storage, untyped code) is brought into range first, so the
        // loop below always moves forward and ends after at most one pass per step.
        let stepIndex = Math.min(Math.max(0, Math.floor(state.stepIndex) || 0), steps.length - 1);
        let elapsedMs = Math.min(Math.max(0, state.elapsedMs), stepDurationMs) || 0;
        let gapElapsedMs = Math.min(Math.max(0, state.gapElapsedMs), gapMs) || 0;
        // Spend the tick across step time and gap time; a long tick can cross several steps.
        while (remaining > 0) {
          if (elapsedMs < stepDurationMs) {
            const used = Math.min(remaining, stepDurationMs - elapsedMs);
            elapsedMs += used;
            remaining -= used;
            continue;
          }
          const used = Math.min(remaining, gapMs - gapElapsedMs);
          gapElapsedMs += used;
          remaining -= used;
          if (gapElapsedMs >= gapMs) {
            if (stepIndex + 1 >= steps.length) {
              return { status: 'complete', stepIndex: steps.length, elapsedMs: 0, gapElapsedMs: 0 };
            }
            stepIndex += 1;
            elapsedMs = 0;
            gapElapsedMs = 0;
          }
        }
        return { status: 'running', stepIndex, elapsedMs, gapElapsedMs };
      }
      default:
        // An event this reducer does not know (e.g. from untyped code) changes nothing.
        return state;
    }
  };
}

/** The reducer for the spec's default config. */
// Marked pure so bundlers drop it from apps that never use it.
export const progressReducer = /* @__PURE__ */ createProgressReducer();

/** The step on screen: the running (or failed) one, the complete step, or null when idle. */
export function currentProgressStep(
  state: ProgressState,
  config: ProgressConfig = DEFAULT_PROGRESS_CONFIG,
): ProgressStep | null {
  if (state.status === 'idle') return null;
  if (state.status === 'complete') return config.completeStep;
  return config.steps[Math.min(state.stepIndex, config.steps.length - 1)] ?? null;
}

/** Percent (0–100, whole) of step `index`: 100 for steps done, 0 for steps to come. */
export function stepPercent(
  state: ProgressState,
  index: number,
  config: ProgressConfig = DEFAULT_PROGRESS_CONFIG,
): number {
  const { stepDurationMs } = normaliseProgressConfig(config);
  if (state.status === 'complete') return 100;
  if (state.status === 'idle' || index > state.stepIndex) return 0;
  if (index < state.stepIndex) return 100;
  return Math.round((Math.min(state.elapsedMs, stepDurationMs) / stepDurationMs) * 100);
}

/** Percent (0–100, whole) of the current step. */
export function currentStepPercent(
  state: ProgressState,
  config: ProgressConfig = DEFAULT_PROGRESS_CONFIG,
): number {
  return stepPercent(state, state.stepIndex, config);
}

/** Percent (0–100, whole) of the whole run, by step time (gaps not counted). */
export function overallPercent(
  state: ProgressState,
  config: ProgressConfig = DEFAULT_PROGRESS_CONFIG,
): number {
  const { steps, stepDurationMs } = normaliseProgressConfig(config);
  if (state.status === 'complete') return 100;
  if (state.status === 'idle' || steps.length === 0) return 0;
  const done = state.stepIndex * stepDurationMs + Math.min(state.elapsedMs, stepDurationMs);
  return Math.round((done / (steps.length * stepDurationMs)) * 100);
}

/** Each step's state for display: done, current, upcoming, or failed (the step that stopped a run). */
export type StepStatus = 'done' | 'current' | 'upcoming' | 'failed';

/** Whether step `index` is done, current, failed or still to come. */
export function stepStatus(state: ProgressState, index: number): StepStatus {
  if (state.status === 'complete') return 'done';
  if (state.status === 'idle') return 'upcoming';
  if (index < state.stepIndex) return 'done';
  if (index > state.stepIndex) return 'upcoming';
  return state.status === 'error' ? 'failed' : 'current';
}

/** Milliseconds a whole run takes: every step plus a gap after each. */
export function totalRunMs(config: ProgressConfig = DEFAULT_PROGRESS_CONFIG): number {
  const { steps, stepDurationMs, gapMs } = normaliseProgressConfig(config);
  return steps.length * (stepDurationMs + gapMs);
}
