// Debian's Chromium, the one browser every test, screenshot and measurement here drives (never a
// downloaded build), and the launch flags it needs on a machine whose network is closed: without
// the background-networking flags it keeps trying to reach Google's hosts.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's headless shell of the same build (package
 * `chromium-headless-shell`, the same Blink and version as `chromium`), which is also what
 * Playwright runs headless by default. It draws a frame only when the page changes, where the full
 * browser in headless mode composites as a window does: the same 67 Chromium tests took 104 s and
 * 166 s of CPU with it against 180 s and 319 s with the full browser (docs/measurements.md).
 * What a person meets is measured with the full browser: `pnpm perf`, the screenshots tool, the
 * cross-engine suite's Chromium project. The stories' screenshot tests keep it too: their baselines
 * are its pixels (the shell antialiases text a little differently, ~1,000 pixels a story), and a
 * story page, its animations off, costs the shell as much as the full browser (79 s against 70).
 */
export const CHROMIUM_TEST_PATH =
  process.env.CHROMIUM_TEST_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The fallback fonts the font tests measure (apps/portfolio/src/fonts/fallbacks.ts `measuredWith`)
 * and the Chromium screenshots render with, by the Debian package that ships each file.
 */
export const FALLBACK_FONT_FILES: Record<string, string> = {
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf': 'fonts-dejavu-core',
  '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf': 'fonts-dejavu-extra',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf': 'fonts-liberation',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf': 'fonts-liberation',
};
