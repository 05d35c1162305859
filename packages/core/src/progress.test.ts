import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROGRESS_CONFIG,
  INITIAL_PROGRESS_STATE,
  PROGRESS_COMPLETE_STEP,
  PROGRESS_STEPS,
  createProgressReducer,
  currentProgressStep,
  currentStepPercent,
  normaliseProgressConfig,
  overallPercent,
  progressReducer,
  stepPercent,
  stepStatus,
  totalRunMs,
  type ProgressConfig,
  type ProgressEvent,
  type ProgressState,
} from './progress.js';
import { progressMessages } from './messages.js';

describe('the step data (docs/spec.md §3, §4)', () => {
  it('has the three running steps upload, process, validate with the spec labels', () => {
    expect(PROGRESS_STEPS.map((step) => [step.id, step.label])).toEqual([
      ['upload', 'Uploading files'],
      ['process', 'Processing data'],
      ['validate', 'Validating results'],
    ]);
  });

  it('ends with the complete step, labelled Processing Complete!', () => {
    expect(PROGRESS_COMPLETE_STEP.id).toBe('complete');
    expect(PROGRESS_COMPLETE_STEP.label).toBe('Processing Complete!');
    expect(PROGRESS_COMPLETE_STEP.label).toBe(progressMessages.complete);
  });

  it('gives every step a description, an estimated time and tips', () => {
    for (const step of [...PROGRESS_STEPS, PROGRESS_COMPLETE_STEP]) {
      expect(step.description.length).toBeGreaterThan(0);
      expect(step.estimatedTime.length).toBeGreaterThan(0);
      expect(step.tips.length).toBeGreaterThan(0);
    }
  });

  it('runs each step 3000 ms, ticks every 100 ms and rests 200 ms between steps: 9600 ms in all', () => {
    expect(DEFAULT_PROGRESS_CONFIG.stepDurationMs).toBe(3000);
    expect(DEFAULT_PROGRESS_CONFIG.tickMs).toBe(100);
    expect(DEFAULT_PROGRESS_CONFIG.gapMs).toBe(200);
    expect(totalRunMs()).toBe(3 * (3000 + 200));
  });
});

describe('idle', () => {
  it('starts idle, with no step on screen and nothing done', () => {
    expect(INITIAL_PROGRESS_STATE).toEqual({
      status: 'idle',
      stepIndex: 0,
      elapsedMs: 0,
      gapElapsedMs: 0,
    });
    expect(currentProgressStep(INITIAL_PROGRESS_STATE)).toBeNull();
    expect(currentStepPercent(INITIAL_PROGRESS_STATE)).toBe(0);
    expect(overallPercent(INITIAL_PROGRESS_STATE)).toBe(0);
    expect(stepStatus(INITIAL_PROGRESS_STATE, 0)).toBe('upcoming');
    expect(stepPercent(INITIAL_PROGRESS_STATE, 0)).toBe(0);
  });

  it('ignores ticks while idle', () => {
    expect(progressReducer(INITIAL_PROGRESS_STATE, { type: 'tick' })).toBe(INITIAL_PROGRESS_STATE);
    expect(progressReducer(INITIAL_PROGRESS_STATE, { type: 'tick', ms: 5000 })).toBe(
      INITIAL_PROGRESS_STATE,
    );
  });
});

describe('a whole run with 100 ms ticks', () => {
  it('start begins Uploading files at 0 %', () => {
    const state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    expect(state).toEqual({ status: 'running', stepIndex: 0, elapsedMs: 0, gapElapsedMs: 0 });
    expect(currentProgressStep(state)?.label).toBe('Uploading files');
    expect(currentStepPercent(state)).toBe(0);
    expect(overallPercent(state)).toBe(0);
  });

  it('a tick without ms counts as 100 ms', () => {
    let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    state = progressReducer(state, { type: 'tick' });
    expect(state.elapsedMs).toBe(100);
    expect(currentStepPercent(state)).toBe(3);
    expect(overallPercent(state)).toBe(1);
  });

  it('walks idle → upload → process → validate → complete in 96 ticks (9600 ms)', () => {
    let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });

    for (let i = 0; i < 15; i++) state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 0, elapsedMs: 1500, gapElapsedMs: 0 });
    expect(currentStepPercent(state)).toBe(50);
    expect(overallPercent(state)).toBe(17);

    for (let i = 15; i < 29; i++) state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state.elapsedMs).toBe(2900);
    expect(currentStepPercent(state)).toBe(97);

    // 3000 ms: the upload bar is full and rests in the 200 ms gap.
    state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 0, elapsedMs: 3000, gapElapsedMs: 0 });
    expect(currentStepPercent(state)).toBe(100);
    expect(overallPercent(state)).toBe(33);
    expect(currentProgressStep(state)?.id).toBe('upload');

    state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 0, elapsedMs: 3000, gapElapsedMs: 100 });
    expect(currentProgressStep(state)?.id).toBe('upload');

    // 3200 ms: the gap is over, Processing data begins.
    state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 1, elapsedMs: 0, gapElapsedMs: 0 });
    expect(currentProgressStep(state)?.label).toBe('Processing data');
    expect(currentStepPercent(state)).toBe(0);
    expect(overallPercent(state)).toBe(33);
    expect(stepStatus(state, 0)).toBe('done');
    expect(stepStatus(state, 1)).toBe('current');
    expect(stepStatus(state, 2)).toBe('upcoming');
    expect(stepPercent(state, 0)).toBe(100);
    expect(stepPercent(state, 2)).toBe(0);

    for (let i = 32; i < 62; i++) state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 1, elapsedMs: 3000, gapElapsedMs: 0 });
    expect(overallPercent(state)).toBe(67);

    for (let i = 62; i < 64; i++) state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 2, elapsedMs: 0, gapElapsedMs: 0 });
    expect(currentProgressStep(state)?.label).toBe('Validating results');

    for (let i = 64; i < 94; i++) state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 2, elapsedMs: 3000, gapElapsedMs: 0 });
    expect(overallPercent(state)).toBe(100);
    expect(currentStepPercent(state)).toBe(100);

    state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state.status).toBe('running');
    expect(state.gapElapsedMs).toBe(100);

    // 9600 ms: the last gap is over.
    state = progressReducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'complete', stepIndex: 3, elapsedMs: 0, gapElapsedMs: 0 });
    expect(currentProgressStep(state)).toBe(PROGRESS_COMPLETE_STEP);
    expect(currentProgressStep(state)?.label).toBe('Processing Complete!');
    expect(currentStepPercent(state)).toBe(100);
    expect(overallPercent(state)).toBe(100);
    expect(stepStatus(state, 0)).toBe('done');
    expect(stepStatus(state, 2)).toBe('done');
    expect(stepPercent(state, 1)).toBe(100);
  });

  it('is still running after 95 ticks', () => {
    let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    for (let i = 0; i < 95; i++) state = progressReducer(state, { type: 'tick' });
    expect(state.status).toBe('running');
  });

  it('ignores ticks once complete', () => {
    const complete: ProgressState = {
      status: 'complete',
      stepIndex: 3,
      elapsedMs: 0,
      gapElapsedMs: 0,
    };
    expect(progressReducer(complete, { type: 'tick' })).toBe(complete);
  });
});

describe('start, reset and process again', () => {
  it('ignores start while running', () => {
    let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    state = progressReducer(state, { type: 'tick', ms: 4000 });
    expect(progressReducer(state, { type: 'start' })).toBe(state);
  });

  it('reset returns to idle from running', () => {
    let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    state = progressReducer(state, { type: 'tick', ms: 4000 });
    expect(progressReducer(state, { type: 'reset' })).toEqual(INITIAL_PROGRESS_STATE);
  });

  it('reset returns to idle from complete, and from idle', () => {
    const complete: ProgressState = {
      status: 'complete',
      stepIndex: 3,
      elapsedMs: 0,
      gapElapsedMs: 0,
    };
    expect(progressReducer(complete, { type: 'reset' })).toEqual(INITIAL_PROGRESS_STATE);
    expect(progressReducer(INITIAL_PROGRESS_STATE, { type: 'reset' })).toEqual(
      INITIAL_PROGRESS_STATE,
    );
  });

  it('start when complete (Process Again) runs from the first step', () => {
    const complete: ProgressState = {
      status: 'complete',
      stepIndex: 3,
      elapsedMs: 0,
      gapElapsedMs: 0,
    };
    const again = progressReducer(complete, { type: 'start' });
    expect(again).toEqual({ status: 'running', stepIndex: 0, elapsedMs: 0, gapElapsedMs: 0 });
    expect(currentProgressStep(again)?.id).toBe('upload');
    expect(overallPercent(again)).toBe(0);
  });

  it('ignores an event type it does not know', () => {
    const state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    expect(progressReducer(state, { type: 'pause' } as unknown as ProgressEvent)).toBe(state);
  });
});

describe('ticks of any length', () => {
  it('a long tick crosses as many steps as it covers', () => {
    const running = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    expect(progressReducer(running, { type: 'tick', ms: 3200 })).toEqual({
      status: 'running',
      stepIndex: 1,
      elapsedMs: 0,
      gapElapsedMs: 0,
    });
    expect(progressReducer(running, { type: 'tick', ms: 5000 })).toEqual({
      status: 'running',
      stepIndex: 1,
      elapsedMs: 1800,
      gapElapsedMs: 0,
    });
    expect(progressReducer(running, { type: 'tick', ms: 9599 })).toEqual({
      status: 'running',
      stepIndex: 2,
      elapsedMs: 3000,
      gapElapsedMs: 199,
    });
    expect(progressReducer(running, { type: 'tick', ms: 9600 }).status).toBe('complete');
  });

  it('a huge tick (a tab asleep for days) completes the run', () => {
    const running = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    expect(progressReducer(running, { type: 'tick', ms: 1e12 })).toEqual({
      status: 'complete',
      stepIndex: 3,
      elapsedMs: 0,
      gapElapsedMs: 0,
    });
    expect(progressReducer(running, { type: 'tick', ms: Number.MAX_VALUE }).status).toBe(
      'complete',
    );
  });

  it('a tick that ends inside a gap waits there', () => {
    const running = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    expect(progressReducer(running, { type: 'tick', ms: 3150 })).toEqual({
      status: 'running',
      stepIndex: 0,
      elapsedMs: 3000,
      gapElapsedMs: 150,
    });
  });

  it('zero, negative, NaN and infinite ticks change nothing', () => {
    let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    state = progressReducer(state, { type: 'tick', ms: 1234 });
    const before = { ...state };
    for (const ms of [0, -0, -100, -Infinity, Number.NaN, Infinity]) {
      state = progressReducer(state, { type: 'tick', ms });
      expect(state).toEqual(before);
    }
  });

  it('brings a corrupted running state back into range instead of looping forever', () => {
    const nanIndex: ProgressState = {
      status: 'running',
      stepIndex: Number.NaN,
      elapsedMs: Number.NaN,
      gapElapsedMs: Number.NaN,
    };
    expect(progressReducer(nanIndex, { type: 'tick', ms: 1e300 }).status).toBe('complete');
    expect(progressReducer(nanIndex, { type: 'tick', ms: 100 })).toEqual({
      status: 'running',
      stepIndex: 0,
      elapsedMs: 100,
      gapElapsedMs: 0,
    });
    const negative: ProgressState = {
      status: 'running',
      stepIndex: -1e9,
      elapsedMs: -50,
      gapElapsedMs: -50,
    };
    expect(progressReducer(negative, { type: 'tick', ms: 100 })).toEqual({
      status: 'running',
      stepIndex: 0,
      elapsedMs: 100,
      gapElapsedMs: 0,
    });
    const beyond: ProgressState = {
      status: 'running',
      stepIndex: 2.7,
      elapsedMs: 1e9,
      gapElapsedMs: 1e9,
    };
    expect(progressReducer(beyond, { type: 'tick', ms: 1 }).status).toBe('complete');
    const past: ProgressState = { status: 'running', stepIndex: 99, elapsedMs: 0, gapElapsedMs: 0 };
    expect(progressReducer(past, { type: 'tick', ms: 100 })).toEqual({
      status: 'running',
      stepIndex: 2,
      elapsedMs: 100,
      gapElapsedMs: 0,
    });
  });

  it('fractional ticks add up exactly at the step boundary', () => {
    let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    for (let i = 0; i < 30; i++) state = progressReducer(state, { type: 'tick', ms: 99.9 });
    state = progressReducer(state, { type: 'tick', ms: 3 });
    expect(state.stepIndex).toBe(0);
    expect(state.elapsedMs).toBe(3000);
    expect(currentStepPercent(state)).toBe(100);
  });
});

describe('selectors', () => {
  it('stepPercent rounds to whole percent of the step', () => {
    const state: ProgressState = {
      status: 'running',
      stepIndex: 1,
      elapsedMs: 1000,
      gapElapsedMs: 0,
    };
    expect(stepPercent(state, 0)).toBe(100);
    expect(stepPercent(state, 1)).toBe(33);
    expect(stepPercent(state, 2)).toBe(0);
    expect(currentStepPercent(state)).toBe(33);
  });

  it('overallPercent counts step time only: halfway through the second step is 50 %', () => {
    const state: ProgressState = {
      status: 'running',
      stepIndex: 1,
      elapsedMs: 1500,
      gapElapsedMs: 0,
    };
    expect(overallPercent(state)).toBe(50);
  });

  it('currentProgressStep keeps showing the last step for a running state past the end', () => {
    const state: ProgressState = { status: 'running', stepIndex: 7, elapsedMs: 0, gapElapsedMs: 0 };
    expect(currentProgressStep(state)?.id).toBe('validate');
  });
});

describe('custom configs', () => {
  const step = (id: string) => ({ id, label: id, description: id, estimatedTime: '1 s', tips: id });

  it('with no gap, a full step shows 100 % until the next tick, whose time runs into the next step', () => {
    const config: ProgressConfig = { ...DEFAULT_PROGRESS_CONFIG, gapMs: 0 };
    const reducer = createProgressReducer(config);
    let state = reducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    state = reducer(state, { type: 'tick', ms: 3000 });
    expect(state).toEqual({ status: 'running', stepIndex: 0, elapsedMs: 3000, gapElapsedMs: 0 });
    expect(currentStepPercent(state, config)).toBe(100);
    state = reducer(state, { type: 'tick', ms: 100 });
    expect(state).toEqual({ status: 'running', stepIndex: 1, elapsedMs: 100, gapElapsedMs: 0 });
    // The last step rests full until the next tick, which completes the run.
    state = reducer(state, { type: 'tick', ms: 5900 });
    expect(state).toEqual({ status: 'running', stepIndex: 2, elapsedMs: 3000, gapElapsedMs: 0 });
    state = reducer(state, { type: 'tick', ms: 100 });
    expect(state.status).toBe('complete');
    expect(totalRunMs(config)).toBe(9000);
  });

  it('runs any number of steps with their own durations and gap', () => {
    const config: ProgressConfig = {
      steps: [step('a'), step('b')],
      completeStep: step('done'),
      stepDurationMs: 1000,
      tickMs: 250,
      gapMs: 50,
    };
    const reducer = createProgressReducer(config);
    let state = reducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    state = reducer(state, { type: 'tick' });
    expect(state.elapsedMs).toBe(250);
    expect(currentStepPercent(state, config)).toBe(25);
    state = reducer(state, { type: 'tick', ms: 800 });
    // 1050 ms: the first step and its 50 ms gap are over.
    expect(state).toEqual({ status: 'running', stepIndex: 1, elapsedMs: 0, gapElapsedMs: 0 });
    expect(overallPercent(state, config)).toBe(50);
    state = reducer(state, { type: 'tick', ms: 1049 });
    expect(state.status).toBe('running');
    state = reducer(state, { type: 'tick', ms: 1 });
    expect(state.status).toBe('complete');
    expect(currentProgressStep(state, config)?.id).toBe('done');
    expect(totalRunMs(config)).toBe(2100);
  });

  it('with no steps, start completes at once and the selectors stay in range', () => {
    const config: ProgressConfig = { ...DEFAULT_PROGRESS_CONFIG, steps: [] };
    const reducer = createProgressReducer(config);
    const state = reducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    expect(state).toEqual({ status: 'complete', stepIndex: 0, elapsedMs: 0, gapElapsedMs: 0 });
    const running: ProgressState = {
      status: 'running',
      stepIndex: 0,
      elapsedMs: 0,
      gapElapsedMs: 0,
    };
    expect(overallPercent(running, config)).toBe(0);
    expect(currentProgressStep(running, config)).toBeNull();
  });

  it('unusable durations fall back to the spec values', () => {
    const config: ProgressConfig = {
      ...DEFAULT_PROGRESS_CONFIG,
      stepDurationMs: 0,
      tickMs: Number.NaN,
      gapMs: -5,
    };
    expect(normaliseProgressConfig(config)).toEqual(DEFAULT_PROGRESS_CONFIG);
    const infinite: ProgressConfig = {
      ...DEFAULT_PROGRESS_CONFIG,
      stepDurationMs: Infinity,
      tickMs: -1,
      gapMs: Infinity,
    };
    expect(normaliseProgressConfig(infinite)).toEqual(DEFAULT_PROGRESS_CONFIG);
    const reducer = createProgressReducer(config);
    let state = reducer(INITIAL_PROGRESS_STATE, { type: 'start' });
    state = reducer(state, { type: 'tick' });
    expect(state.elapsedMs).toBe(100);
    state = reducer(state, { type: 'tick', ms: 9500 });
    expect(state.status).toBe('complete');
  });
});

describe('a failed step (error) and retry', () => {
  const runTo = (ms: number) =>
    progressReducer(progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' }), {
      type: 'tick',
      ms,
    });

  it('fail stops the running step where it was, with status error', () => {
    const running = runTo(4000); // step 2 at 800 ms
    const failed = progressReducer(running, { type: 'fail' });
    expect(failed).toEqual({ status: 'error', stepIndex: 1, elapsedMs: 800, gapElapsedMs: 0 });
    expect(currentProgressStep(failed)).toBe(PROGRESS_STEPS[1]);
    expect([0, 1, 2].map((index) => stepStatus(failed, index))).toEqual([
      'done',
      'failed',
      'upcoming',
    ]);
    expect(stepPercent(failed, 1)).toBe(27);
    expect(overallPercent(failed)).toBe(Math.round((3800 / 9000) * 100));
  });

  it('the clock stands still while in error; retry runs the failed step again from its start', () => {
    const failed = progressReducer(runTo(4000), { type: 'fail' });
    expect(progressReducer(failed, { type: 'tick', ms: 5000 })).toBe(failed);
    expect(progressReducer(failed, { type: 'retry' })).toEqual({
      status: 'running',
      stepIndex: 1,
      elapsedMs: 0,
      gapElapsedMs: 0,
    });
    expect(progressReducer(failed, { type: 'start' })).toMatchObject({
      status: 'running',
      stepIndex: 0,
    });
    expect(progressReducer(failed, { type: 'reset' })).toBe(INITIAL_PROGRESS_STATE);
  });

  it('fail and retry change nothing outside their states', () => {
    expect(progressReducer(INITIAL_PROGRESS_STATE, { type: 'fail' })).toBe(INITIAL_PROGRESS_STATE);
    expect(progressReducer(INITIAL_PROGRESS_STATE, { type: 'retry' })).toBe(INITIAL_PROGRESS_STATE);
    const running = runTo(100);
    expect(progressReducer(running, { type: 'retry' })).toBe(running);
    const complete = runTo(20_000);
    expect(progressReducer(complete, { type: 'fail' })).toBe(complete);
  });
});
