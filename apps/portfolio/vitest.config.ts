import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { portfolioSeo } from './tools/vite-plugins/seo-plugin';
import { portfolioGallery } from './tools/vite-plugins/gallery-images';

/**
 * Files that replace a module with vi.mock (or load a module afresh per test with
 * vi.resetModules): each needs a module graph of its own.
 */
const MOCKING_MODULES = [
  'src/gate/PasswordModal.test.tsx',
  'src/home/Projects.test.tsx',
  'src/analytics/analytics.test.ts',
  'src/routes/lazy-page.test.tsx',
];

export default defineConfig({
  // portfolioSeo: the route table's head metadata reads the site URL (virtual:portfolio-seo).
  plugins: [react(), vanillaExtractPlugin(), portfolioSeo(), portfolioGallery()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: true,
    // Stubbed globals and spies are put back after every test, so no test sees another's.
    unstubGlobals: true,
    restoreMocks: true,
    // A wall-clock limit for CPU-bound tests (jsdom's role queries, the key derivations of the
    // gate's crypto and sealing): on a slower CI machine, with three turbo tasks on two cores, one
    // took 4.9 s of Vitest's 5 s default. Timers are faked where a test waits on time, so the
    // longer limit hides no race.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-window',
          include: [
            'src/**/*.test.{ts,tsx}',
            'tools/vite-plugins/**/*.test.ts',
            'tools/perf/**/*.test.ts',
            'engines/**/*.test.ts',
          ],
          exclude: MOCKING_MODULES,
          // One jsdom window and module graph per worker, shared by the files it runs: building
          // them per file took 13 of the 36 s. setup.ts cleans the DOM and storage after each
          // test, and the files pass in any order (--sequence.shuffle.files, several seeds).
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-module-graph', include: MOCKING_MODULES } },
    ],
  },
});
