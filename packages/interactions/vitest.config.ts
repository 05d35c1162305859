import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Component behaviour tests in jsdom; .css.ts files compile through the vanilla-extract plugin.
// src/shared/reduced-motion.test.ts runs in node (its own `@vitest-environment`) and reads dist/*.css.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup-dom.ts'],
    // Vitest's 5 s default is a wall clock, and these tests are CPU-bound (jsdom's role queries):
    // on a slower CI machine running three turbo tasks on two cores, a file's first render and
    // queries took 6.9 s. Nothing here waits on time (timers are faked), so a longer limit hides
    // no race; it only stops a slow machine from failing a correct test.
    testTimeout: 30_000,
    // One jsdom window and module graph per worker, shared by the files it runs, as the site's
    // tests do: building them per file was half the run (10 s of 40 s alone, 53 s under CI's
    // load). setup-dom.ts cleans up after each test, no file mocks a module, and the files pass in
    // any order (--sequence.shuffle.files, seeds 1 and 2).
    isolate: false,
  },
});
