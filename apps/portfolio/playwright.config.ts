import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_TEST_PATH } from '../../scripts/chromium';
import type { EngineName } from './engines/drivers';

const PORT = Number(process.env.E2E_PORT ?? 5321);

/** Browser tests: Debian Chromium (never a downloaded build) against the built site in dist/. */
export default defineConfig<object, { engineName: EngineName }>({
  // One worker per core: every test has its own browser context, and none depends on timing.
  fullyParallel: true,
  workers: availableParallelism(),
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // Debian's headless shell of the same Chromium build (scripts/chromium.ts): the same engine
    // at half the CPU. tools/perf/ measures with the full browser.
    launchOptions: {
      executablePath: CHROMIUM_TEST_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testDir: './e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // One suite (engines/) in the three engines a visitor uses, each driven by what works with
    // Debian's stock browser (engines/drivers.ts).
    ...(['chromium', 'firefox', 'webkit'] as const).map((engineName) => ({
      name: engineName,
      testDir: './engines',
      // The folder's *.test.ts are Vitest unit tests of the drivers, not browser tests.
      testMatch: '**/*.spec.ts',
      // Every look is a WebDriver or BiDi round trip, which a loaded machine slows down: a poll
      // of a state a visitor waits for (a page's heading after a navigation, a message after a
      // key derivation) gets 15 s here instead of the default 5 s.
      timeout: 60_000,
      expect: { timeout: 15_000 },
      use: { engineName },
    })),
  ],
  webServer: {
    command: `tsx tools/prerender/serve-dist.ts ${PORT}`,
    // From this folder, also when a config elsewhere (tools/perf/) extends this one.
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
