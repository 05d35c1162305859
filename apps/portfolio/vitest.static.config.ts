import { defineConfig } from 'vitest/config';
import { portfolioSeo } from './tools/vite-plugins/seo-plugin';

/**
 * Node tests of the built site (dist/ and .prerender/ from `pnpm build`): raw HTML per route as
 * a crawler gets it from a static host, head tags, social cards, sitemap, CSP hashes, fonts,
 * images and the lazy-chunk budget. No browser, no jsdom globals.
 */
export default defineConfig({
  plugins: [portfolioSeo()],
  test: {
    include: ['static-tests/**/*.test.ts', 'tools/prerender/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, shared by the files it runs: most of them import jsdom (through
    // tools/test-support/dist.ts), and loading it per file was most of the run's import time. No
    // file mocks a module or changes the environment.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
