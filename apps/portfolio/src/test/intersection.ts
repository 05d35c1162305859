import { vi } from 'vitest';

/** An IntersectionObserver a test drives: what the last one created was given, and its callback. */
export interface FakeIntersection {
  /** Calls the last observer's callback, as the browser does when visibility changes. */
  report(entries: Partial<IntersectionObserverEntry>[]): void;
  /** The options the last observer was created with. */
  readonly options: IntersectionObserverInit | undefined;
}

/** Stubs `IntersectionObserver` (undo with `vi.unstubAllGlobals()`) with one the test drives. */
export function stubIntersectionObserver(): FakeIntersection {
  let callback: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  let options: IntersectionObserverInit | undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        report: (entries: Partial<IntersectionObserverEntry>[]) => void,
        init?: IntersectionObserverInit,
      ) {
        callback = report;
        options = init;
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    report: (entries) => {
      if (!callback) throw new Error('no IntersectionObserver was created');
      callback(entries);
    },
    get options() {
      return options;
    },
  };
}
