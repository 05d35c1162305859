import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * Timing budgets, run by `pnpm perf` (never by `pnpm test`: a timing moves with the machine's
 * load). Same browser, server and settings as the browser tests, one worker so that nothing
 * else runs beside the measurement.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  // Chromium only (the desktop project), on this folder's specs.
  projects: [{ ...base.projects![0]!, testDir: '.' }],
  workers: 1,
  fullyParallel: false,
});
