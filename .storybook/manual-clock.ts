import { act } from 'react';
import { flushSync } from 'react-dom';

/**
 * Fake timers for play functions (Storybook has no `vi.useFakeTimers`): while a story holds
 * the clock, `setInterval` calls with the story's tick length and `performance.now()` run on
 * a manual clock that only `advance()` moves. A story can so stop a timed component at an
 * exact moment (e.g. 50 % into "Processing data") and hold that frame still for its screenshot.
 *
 * Stories hold the clock one at a time: a docs page plays several at once.
 */
export interface ManualClock {
  /** Fires every captured interval that falls due in the next `ms`, in time order. */
  advance(ms: number): Promise<void>;
  /** Resolves once the component under test has started its interval. */
  waitForInterval(): Promise<void>;
}

interface FakeInterval {
  callback: () => void;
  every: number;
  due: number;
}

// Far above the ids a browser hands out, so the real clearInterval ignores them.
const FIRST_FAKE_ID = 1_000_000_000;
let queue: Promise<void> = Promise.resolve();

const isActEnvironment = () =>
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT === true;

/**
 * Runs `play` with a manual clock that captures intervals of `tickMs`. Real timers come back
 * when `play` ends; intervals captured by then stay parked (they never fire), so the frame the
 * story reached stays on screen, and a new run started by hand afterwards uses real time.
 */
export async function withManualClock<T>(
  tickMs: number,
  play: (clock: ManualClock) => Promise<T>,
): Promise<T> {
  const previous = queue;
  let release = () => {};
  queue = new Promise<void>((resolve) => (release = resolve));
  await previous;

  const realSetInterval = window.setInterval;
  const realClearInterval = window.clearInterval;
  const realNow = performance.now;
  const intervals = new Map<number, FakeInterval>();
  let now = realNow.call(performance);
  let nextId = FIRST_FAKE_ID;

  window.setInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function' || timeout !== tickMs) {
      return realSetInterval(handler, timeout, ...args);
    }
    const id = nextId++;
    intervals.set(id, { callback: () => handler(...args), every: tickMs, due: now + tickMs });
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined && intervals.delete(id)) return;
    realClearInterval(id);
  }) as typeof window.clearInterval;
  performance.now = () => now;

  const fireUntil = (target: number) => {
    for (;;) {
      let next: FakeInterval | undefined;
      for (const interval of intervals.values()) {
        if (interval.due <= target && (!next || interval.due < next.due)) next = interval;
      }
      if (!next) break;
      now = next.due;
      next.due += next.every;
      next.callback();
    }
    now = target;
  };

  const clock: ManualClock = {
    async advance(ms) {
      const target = now + ms;
      if (isActEnvironment()) {
        await act(async () => fireUntil(target));
      } else {
        // Outside tests (Storybook's canvas and docs): commit what the ticks dispatched now,
        // while the manual clock still stands, so the story asserts on the frame it asked for.
        flushSync(() => fireUntil(target));
      }
    },
    async waitForInterval() {
      for (let attempt = 0; attempt < 100 && intervals.size === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (intervals.size === 0) throw new Error(`No ${tickMs} ms interval was started`);
    },
  };

  try {
    return await play(clock);
  } finally {
    window.setInterval = realSetInterval;
    window.clearInterval = realClearInterval;
    performance.now = realNow;
    release();
  }
}
