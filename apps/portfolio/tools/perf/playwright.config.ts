import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';

/**
 * Timing budgets, run by `pnpm perf` (never by `pnpm test`: a timing moves with the machine's
 * load). Same server and settings as the browser tests but the full browser, and one worker so
 * that nothing else runs beside the measurement.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  // Chromium only (the desktop project), on this folder's specs.
  projects: [{ ...base.projects![0]!, testDir: '.' }],
  // The full browser, as people get it (the browser tests use its headless shell).
  use: { ...base.use, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } },
  workers: 1,
  fullyParallel: false,
});
