import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library's async wrapper drains with a setTimeout(0) and only advances fake timers
// when it sees `jest`; without this, user-event under vi.useFakeTimers() never resolves.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
