import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  DEFAULT_PROGRESS_CONFIG,
  INITIAL_PROGRESS_STATE,
  createProgressReducer,
  currentProgressStep,
  normaliseProgressConfig,
  overallPercent,
  stepPercent,
  type ProgressConfig,
  type ProgressEvent,
  type ProgressState,
  type ProgressStatus,
  type ProgressStep,
} from '@portfolio/core';

/**
 * Where a run is, as an app reads and writes it: the status, the running (or failed) step's index,
 * that step's percent (0–100) and, with status `error`, what went wrong.
 */
export interface ProgressValue {
  /** `idle`, `running`, `complete` or `error` (the step at `stepIndex` failed). */
  status: ProgressStatus;
  /** Index of the running or failed step (0 when idle). */
  stepIndex: number;
  /** Percent of that step, 0–100. */
  progress: number;
  /** With status `error`: the message shown (default `messages.errorDescription`). */
  message?: string;
}

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
   * Real progress, controlled: the value on screen. No clock runs; Start, Retry and Reset call
   * `onValueChange` with the value they ask for (and `onStart`/`onRetry`/`onReset`), and the app
   * decides what shows next.
   */
  value?: ProgressValue;
  /**
   * Uncontrolled: where the timed simulation begins (default idle); a `running` value runs on from
   * there, an `error` value shows the failure with Retry.
   */
  defaultValue?: Partial<ProgressValue>;
  /** Called when the value changes: each start, step, retry, reset and failure (controlled or not), and the step's percent as the clock runs. */
  onValueChange?: (value: ProgressValue) => void;
  /** @deprecated Use `value` (`{ status, stepIndex, progress }`). Real progress: the status. */
  status?: ProgressStatus;
  /** @deprecated Use `value`. With `status`: index of the running step (default 0). */
  stepIndex?: number;
  /** @deprecated Use `value`. With `status`: percent of the running step, 0–100 (default 0). */
  progress?: number;
  /** Called when Start (or Process Again) is pressed. */
  onStart?: () => void;
  /** Called when Reset is pressed. */
  onReset?: () => void;
  /** Called when Retry is pressed after a failed step. */
  onRetry?: () => void;
  /** Called once each time a run completes. */
  onComplete?: () => void;
  /** Called when the step on screen changes: each running step, the complete step, or null after reset. */
  onStepChange?: (step: ProgressStep | null, state: ProgressState) => void;
}

/** An app's value as core's state, so core's selectors read it. */
function stateOf(value: Partial<ProgressValue>, config: ProgressConfig): ProgressState {
  const status = value.status ?? 'idle';
  if (status === 'idle') return INITIAL_PROGRESS_STATE;
  if (status === 'complete')
    return { ...INITIAL_PROGRESS_STATE, status, stepIndex: config.steps.length };
  const index = Math.min(
    Math.max(0, Math.floor(value.stepIndex ?? 0) || 0),
    Math.max(0, config.steps.length - 1),
  );
  const progress = value.progress ?? 0;
  const percent = Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0));
  return {
    status,
    stepIndex: index,
    elapsedMs: (percent / 100) * config.stepDurationMs,
    gapElapsedMs: 0,
  };
}

/** Core's state as an app's value (the step's percent from core's selector). */
function valueOf(state: ProgressState, config: ProgressConfig, message?: string): ProgressValue {
  const value: ProgressValue = {
    status: state.status,
    stepIndex: state.status === 'complete' ? config.steps.length : state.stepIndex,
    progress: stepPercent(state, state.stepIndex, config),
  };
  if (state.status === 'error' && message !== undefined) value.message = message;
  return value;
}

/**
 * The progress indicator's behaviour without its markup: core's progress reducer driven by one
 * interval (the spec's timed 3-step simulation, uncontrolled), or real progress passed in as
 * `value` (controlled). Returns the state, the value, the step on screen, both percentages and
 * `start`/`retry`/`reset`/`fail`.
 */
export function useProgressSimulation({
  steps = DEFAULT_PROGRESS_CONFIG.steps,
  completeStep = DEFAULT_PROGRESS_CONFIG.completeStep,
  stepDurationMs,
  tickMs,
  gapMs,
  autoStart = false,
  value,
  defaultValue,
  onValueChange,
  status,
  stepIndex = 0,
  progress = 0,
  onStart,
  onReset,
  onRetry,
  onComplete,
  onStepChange,
  ...rest
}: UseProgressSimulationOptions = {}) {
  const config: ProgressConfig = useMemo(
    // Core puts the spec's duration in place of a missing or unusable one.
    () =>
      normaliseProgressConfig({
        steps,
        completeStep,
        stepDurationMs,
        tickMs,
        gapMs,
      } as ProgressConfig),
    [steps, completeStep, stepDurationMs, tickMs, gapMs],
  );
  // `status`/`stepIndex`/`progress` are the older spelling of a controlled value.
  const given: ProgressValue | undefined =
    value ?? (status === undefined ? undefined : { status, stepIndex, progress });
  const controlled = given !== undefined;
  const reducer = useMemo(() => createProgressReducer(config), [config]);
  const [simulated, dispatch] = useReducer(reducer, INITIAL_PROGRESS_STATE, (initial) =>
    defaultValue
      ? stateOf(defaultValue, config)
      : autoStart && !controlled
        ? reducer(initial, { type: 'start' })
        : initial,
  );
  const [simulatedMessage, setSimulatedMessage] = useState(defaultValue?.message);
  const state = controlled ? stateOf(given, config) : simulated;
  const message = controlled ? given.message : simulatedMessage;
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

  // Uncontrolled: the simulation reports each value it shows (a whole percent changes per tick).
  const current = valueOf(state, config, message);
  const reported = useRef(`${current.status} ${current.stepIndex} ${current.progress}`);
  useEffect(() => {
    if (controlled) return;
    const key = `${current.status} ${current.stepIndex} ${current.progress}`;
    if (key === reported.current) return;
    reported.current = key;
    onValueChange?.(current);
  });

  /** Uncontrolled: runs the event; controlled: asks the app for the value it would give. */
  const send = (event: ProgressEvent, nextMessage?: string) => {
    if (controlled) {
      const asked = reducer(state, event);
      if (asked !== state) onValueChange?.(valueOf(asked, config, nextMessage));
      return;
    }
    if (event.type === 'fail') setSimulatedMessage(nextMessage);
    dispatch(event);
  };

  return {
    /** The props given beside the hook's options: a component puts them on its root element. */
    rest,
    /** Core's progress state on screen (simulated or built from the controlled value). */
    state,
    /** The value on screen, as `onValueChange` reports it. */
    value: current,
    /** With status `error`: the failure's message, if one was given. */
    message: current.message,
    /** The resolved steps and timing. */
    config,
    /** Whether `value` drives the indicator instead of the clock. */
    controlled,
    /** The step on screen: the running or failed one, the complete step, or null when idle. */
    step: currentProgressStep(state, config),
    /** Percent of the running (or failed) step (0 when idle or complete). */
    stepPercent: running || state.status === 'error' ? current.progress : 0,
    /** Percent of the whole run. */
    overallPercent: overallPercent(state, config),
    /** Starts a run (ignored while one is running); controlled, asks for it through `onValueChange`. */
    start: () => {
      if (running) return;
      send({ type: 'start' });
      onStart?.();
    },
    /** Runs the failed step again from its start. */
    retry: () => {
      if (state.status !== 'error') return;
      send({ type: 'retry' });
      onRetry?.();
    },
    /** Returns to idle. */
    reset: () => {
      send({ type: 'reset' });
      onReset?.();
    },
    /** Stops the running step with status `error` and an optional message (uncontrolled; controlled, asks for it). */
    fail: (failure?: string) => send({ type: 'fail' }, failure),
  };
}

/** What `useProgressSimulation` returns: the state and value, the step, the percentages and the actions. */
export type UseProgressSimulationResult = ReturnType<typeof useProgressSimulation>;
