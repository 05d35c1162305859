import { defineConfig } from 'vitest/config';

/** Timing checks (`pnpm perf`): linear time on huge inputs. Never part of `pnpm test`. */
export default defineConfig({
  test: {
    include: ['src/**/*.perf.test.ts'],
    environment: 'node',
  },
});
