import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_PROGRESS_STATE,
  currentStepPercent,
  overallPercent,
  progressReducer,
  stepPercent,
  type ProgressEvent,
  type ProgressState,
} from './progress.js';

/** Tick lengths of every kind: the default, whole ms, fractions, 0, negative, NaN, ±Infinity and huge. */
const anyTickMs = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: -1000, max: 4000 }),
  fc.double(),
  fc.constantFrom(0, -0, -100, Number.NaN, Infinity, -Infinity, 1e12, Number.MAX_VALUE),
);

const anyEvent: fc.Arbitrary<ProgressEvent> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ type: 'start' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reset' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'fail' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'retry' as const }) },
  {
    weight: 8,
    arbitrary: anyTickMs.map((ms) =>
      ms === undefined ? { type: 'tick' as const } : { type: 'tick' as const, ms },
    ),
  },
);

/** Ticks whose time adds up exactly (whole ms), so "how much time has passed" is exact. */
const exactTickMs = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: -500, max: 3500 }),
  fc.constantFrom(0, -0, Number.NaN, Infinity, 9600, 1e12),
);

const exactEvent: fc.Arbitrary<ProgressEvent> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ type: 'start' as const }) },
  { weight: 1, arbitrary: fc.constant({ type: 'reset' as const }) },
  {
    weight: 10,
    arbitrary: exactTickMs.map((ms) =>
      ms === undefined ? { type: 'tick' as const } : { type: 'tick' as const, ms },
    ),
  },
);

function expectValid(state: ProgressState) {
  expect(['idle', 'running', 'complete', 'error']).toContain(state.status);
  if (state.status === 'idle') {
    expect(state).toEqual(INITIAL_PROGRESS_STATE);
  }
  if (state.status === 'running' || state.status === 'error') {
    expect(Number.isInteger(state.stepIndex)).toBe(true);
    expect(state.stepIndex).toBeGreaterThanOrEqual(0);
    expect(state.stepIndex).toBeLessThanOrEqual(2);
    expect(state.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(state.elapsedMs).toBeLessThanOrEqual(3000);
    expect(state.gapElapsedMs).toBeGreaterThanOrEqual(0);
    expect(state.gapElapsedMs).toBeLessThan(200);
    // The gap only runs once the step is full.
    if (state.gapElapsedMs > 0) expect(state.elapsedMs).toBe(3000);
  }
  if (state.status === 'complete') {
    expect(state.stepIndex).toBe(3);
  }
  const overall = overallPercent(state);
  expect(overall).toBeGreaterThanOrEqual(0);
  expect(overall).toBeLessThanOrEqual(100);
  const current = currentStepPercent(state);
  expect(current).toBeGreaterThanOrEqual(0);
  expect(current).toBeLessThanOrEqual(100);
  for (const index of [0, 1, 2]) {
    expect(stepPercent(state, index)).toBeGreaterThanOrEqual(0);
    expect(stepPercent(state, index)).toBeLessThanOrEqual(100);
  }
}

/** The time a tick adds: 100 ms by default, nothing for 0, negative, NaN or infinite lengths. */
function tickTime(event: { ms?: number }): number {
  if (event.ms === undefined) return 100;
  return Number.isFinite(event.ms) && event.ms > 0 ? event.ms : 0;
}

describe('progress reducer properties', () => {
  it('any event sequence keeps the state valid', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 80 }), (events) => {
        let state = INITIAL_PROGRESS_STATE;
        expectValid(state);
        for (const event of events) {
          state = progressReducer(state, event);
          expectValid(state);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the overall percent never goes down while running, until a reset or a new start', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 80 }), (events) => {
        let state = INITIAL_PROGRESS_STATE;
        for (const event of events) {
          const next = progressReducer(state, event);
          const restarted =
            event.type === 'reset' || (event.type === 'start' && state.status !== 'running');
          if (state.status === 'running' && !restarted) {
            expect(overallPercent(next)).toBeGreaterThanOrEqual(overallPercent(state));
          }
          state = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('start is ignored while running, whatever the state', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        const state = events.reduce(progressReducer, INITIAL_PROGRESS_STATE);
        if (state.status === 'running')
          expect(progressReducer(state, { type: 'start' })).toBe(state);
      }),
    );
  });

  it('complete is reached exactly when all three steps and their gaps have had their time (3 × 3000 + 3 × 200 ms)', () => {
    fc.assert(
      fc.property(fc.array(exactEvent, { maxLength: 120 }), (events) => {
        let state = INITIAL_PROGRESS_STATE;
        // Time ticked since the run began, or null when no run is going.
        let ranMs: number | null = null;
        for (const event of events) {
          const before = state;
          state = progressReducer(state, event);
          if (event.type === 'reset') ranMs = null;
          if (event.type === 'start' && before.status !== 'running') ranMs = 0;
          if (event.type === 'tick' && before.status === 'running' && ranMs !== null) {
            ranMs += tickTime(event);
            expect(state.status === 'complete').toBe(ranMs >= 9600);
          }
          if (state.status === 'running') {
            expect(ranMs).not.toBeNull();
            expect(ranMs!).toBeLessThan(9600);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the state tells how much time has run: step, step time and gap time add up to it', () => {
    fc.assert(
      fc.property(fc.array(exactTickMs, { maxLength: 60 }), (ticks) => {
        let state = progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' });
        let ranMs = 0;
        for (const ms of ticks) {
          const event =
            ms === undefined ? { type: 'tick' as const } : { type: 'tick' as const, ms };
          state = progressReducer(state, event);
          ranMs += tickTime(event);
          if (state.status === 'running') {
            expect(state.stepIndex * 3200 + state.elapsedMs + state.gapElapsedMs).toBe(ranMs);
          }
        }
      }),
    );
  });

  it('one long tick is the same as two shorter ticks that add up to it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12000 }),
        fc.integer({ min: 0, max: 12000 }),
        fc.integer({ min: 0, max: 12000 }),
        (before, a, b) => {
          const running = progressReducer(
            progressReducer(INITIAL_PROGRESS_STATE, { type: 'start' }),
            { type: 'tick', ms: before },
          );
          const split = progressReducer(progressReducer(running, { type: 'tick', ms: a }), {
            type: 'tick',
            ms: b,
          });
          const whole = progressReducer(running, { type: 'tick', ms: a + b });
          expect(split).toEqual(whole);
        },
      ),
    );
  });

  it('reset always returns to idle', () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 60 }), (events) => {
        const state = events.reduce(progressReducer, INITIAL_PROGRESS_STATE);
        expect(progressReducer(state, { type: 'reset' })).toEqual(INITIAL_PROGRESS_STATE);
      }),
    );
  });
});
