import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const THEMES = ['light', 'dark'] as const;

/**
 * A fresh browser config per project: Vitest mutates the object it is given (TOOLCHAIN.md).
 * Debian's Chromium, headless, never a downloaded browser.
 */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        args: [
          ...CHROMIUM_ARGS,
          // Same pixels on every machine: no LCD subpixel text, no device-scale surprises.
          '--font-render-hinting=none',
          '--disable-lcd-text',
          '--force-device-scale-factor=1',
        ],
      },
      // Room for the 1200 × 900 test iframe, so Vitest does not scale it down (screenshots at 1:1).
      contextOptions: { viewport: { width: 1280, height: 2000 } },
    }),
    instances: [{ browser: 'chromium' as const }],
    // Storybook's own test viewport (its 1200 × 900 default), so stages lay out as on a desktop.
    viewport: { width: 1200, height: 900 },
    // The storybook setup file writes per-test screenshots; failures keep theirs in test-results.
    screenshotFailures: false,
    expect: {
      toMatchScreenshot: {
        comparatorName: 'pixelmatch' as const,
        comparatorOptions: {
          // pixelmatch ignores anti-aliasing; a handful of stray pixels is noise, a change is not.
          threshold: 0.1,
          allowedMismatchedPixels: 24,
        },
      },
    },
  };
}

/**
 * Every story of every package as a browser test (render + play function + axe), once per
 * theme: the `theme` toolbar global is pinned per project, so accessibility (contrast) and the
 * screenshots are checked in light and in dark.
 */
export default defineConfig({
  test: {
    projects: THEMES.map((theme) => ({
      plugins: [
        storybookTest({
          configDir: path.join(dirname, '.storybook'),
          initialGlobals: { theme },
        }),
      ],
      test: {
        name: `storybook:${theme}`,
        browser: chromiumBrowser(),
        setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
        testTimeout: 30_000,
      },
    })),
  },
});
