import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Timings move with the machine's load: `pnpm perf` runs them (vitest.perf.config.ts).
    exclude: ['src/**/*.perf.test.ts'],
    environment: 'node',
    setupFiles: ['./test/fast-check-seed.ts'],
    // A wall-clock limit for CPU-bound property tests (3.0 s of Vitest's 5 s default on a slower
    // CI machine with two other turbo tasks running); nothing here waits on time.
    testTimeout: 30_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      // Enforced, not just reached: any uncovered branch, function, line or statement fails `pnpm test`.
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
