import { useEffect, useMemo, useReducer, useRef } from 'react';
import {
  DEFAULT_PROGRESS_CONFIG,
  INITIAL_PROGRESS_STATE,
  createProgressReducer,
  currentProgressStep,
  normaliseProgressConfig,
  overallPercent,
  stepPercent,
  type ProgressConfig,
  type ProgressState,
  type ProgressStatus,
  type ProgressStep,
} from '@portfolio/core';
import type { OptionKeys } from '../shared/root-props.js';

export interface UseProgressSimulationOptions {
  /** The running steps in order (default: Uploading files, Processing data, Validating results). */
  steps?: readonly ProgressStep[];
  /** The step whose description and tip show once every step has run. */
  completeStep?: ProgressStep;
  /** How long each step runs, in ms (default 3000). */
  stepDurationMs?: number;
  /** How often the clock ticks, in ms (default 100). */
  tickMs?: number;
  /** Pause after each step before the next one, in ms (default 200). */
  gapMs?: number;
  /** Starts a run as soon as the component mounts. */
  autoStart?: boolean;
  /**
   * Real progress instead of the timed simulation: the status, the running step's index and its
   * percent (0–100). While set, no clock runs and Start/Reset only call `onStart`/`onReset`.
   */
  status?: ProgressStatus;
  /** With `status`: index of the running step (default 0). */
  stepIndex?: number;
  /** With `status`: percent of the running step, 0–100 (default 0). */
  progress?: number;
  /** Called when Start (or Process Again) is pressed. */
  onStart?: () => void;
  /** Called when Reset is pressed. */
  onReset?: () => void;
  /** Called once each time a run completes. */
  onComplete?: () => void;
  /** Called when the step on screen changes: each running step, the complete step, or null after reset. */
  onStepChange?: (step: ProgressStep | null, state: ProgressState) => void;
}

/** The options' names, for a component that takes them among its props (see `rootProps`). */
export const progressSimulationOptionKeys: OptionKeys<UseProgressSimulationOptions> = {
  steps: true,
  completeStep: true,
  stepDurationMs: true,
  tickMs: true,
  gapMs: true,
  autoStart: true,
  status: true,
  stepIndex: true,
  progress: true,
  onStart: true,
  onReset: true,
  onComplete: true,
  onStepChange: true,
};

/** A consumer's status, step and percent as core's state, so core's selectors read it. */
function controlledState(
  status: ProgressStatus,
  stepIndex: number,
  progress: number,
  config: ProgressConfig,
): ProgressState {
  if (status !== 'running')
    return {
      ...INITIAL_PROGRESS_STATE,
      status,
      stepIndex: status === 'complete' ? config.steps.length : 0,
    };
  const index = Math.min(
    Math.max(0, Math.floor(stepIndex) || 0),
    Math.max(0, config.steps.length - 1),
  );
  const percent = Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0));
  return {
    status,
    stepIndex: index,
    elapsedMs: (percent / 100) * config.stepDurationMs,
    gapElapsedMs: 0,
  };
}

/**
 * The progress indicator's behaviour without its markup: core's progress reducer driven by one
 * interval (the spec's timed 3-step simulation), or real progress passed in as `status`,
 * `stepIndex` and `progress`. Returns the state, the step on screen, both percentages and
 * `start`/`reset`.
 */
export function useProgressSimulation({
  steps = DEFAULT_PROGRESS_CONFIG.steps,
  completeStep = DEFAULT_PROGRESS_CONFIG.completeStep,
  stepDurationMs = DEFAULT_PROGRESS_CONFIG.stepDurationMs,
  tickMs = DEFAULT_PROGRESS_CONFIG.tickMs,
  gapMs = DEFAULT_PROGRESS_CONFIG.gapMs,
  autoStart = false,
  status,
  stepIndex = 0,
  progress = 0,
  onStart,
  onReset,
  onComplete,
  onStepChange,
}: UseProgressSimulationOptions = {}) {
  const config: ProgressConfig = useMemo(
    () => normaliseProgressConfig({ steps, completeStep, stepDurationMs, tickMs, gapMs }),
    [steps, completeStep, stepDurationMs, tickMs, gapMs],
  );
  const controlled = status !== undefined;
  const reducer = useMemo(() => createProgressReducer(config), [config]);
  const [simulated, dispatch] = useReducer(reducer, INITIAL_PROGRESS_STATE, (initial) =>
    autoStart && !controlled ? reducer(initial, { type: 'start' }) : initial,
  );
  const state = controlled ? controlledState(status, stepIndex, progress, config) : simulated;
  const running = state.status === 'running';
  const simulating = !controlled && running;
  const interval = config.tickMs;

  // The clock: one interval while simulating. Each tick carries at least tickMs, or the time
  // really elapsed when the browser ran it late (a throttled background tab keeps real time).
  useEffect(() => {
    if (!simulating) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      dispatch({ type: 'tick', ms: Math.max(interval, now - last) });
      last = now;
    }, interval);
    return () => clearInterval(timer);
  }, [simulating, interval]);

  // Callbacks fire when the step on screen changes, never on plain ticks.
  const previous = useRef<ProgressState>(INITIAL_PROGRESS_STATE);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before.status === state.status && before.stepIndex === state.stepIndex) return;
    onStepChange?.(currentProgressStep(state, config), state);
    if (state.status === 'complete') onComplete?.();
  }, [state, config, onStepChange, onComplete]);

  return {
    /** Core's progress state on screen (simulated or built from the controlled props). */
    state,
    /** The resolved steps and timing. */
    config,
    /** Whether `status` drives the indicator instead of the clock. */
    controlled,
    /** The step on screen: the running one, the complete step, or null when idle. */
    step: currentProgressStep(state, config),
    /** Percent of the running step (0 unless running). */
    stepPercent: running ? stepPercent(state, state.stepIndex, config) : 0,
    /** Percent of the whole run. */
    overallPercent: overallPercent(state, config),
    /** Starts a run (ignored while one is running); in controlled mode only calls `onStart`. */
    start: () => {
      if (running) return;
      if (!controlled) dispatch({ type: 'start' });
      onStart?.();
    },
    /** Returns to idle; in controlled mode only calls `onReset`. */
    reset: () => {
      if (!controlled) dispatch({ type: 'reset' });
      onReset?.();
    },
  };
}
