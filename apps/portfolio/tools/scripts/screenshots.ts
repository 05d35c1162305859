// Full-page screenshots of the built home page (dist/) in both themes, with Debian Chromium:
//   pnpm exec tsx tools/scripts/screenshots.ts                 docs/screenshots/home-{390,1280}-{dark,light}.png
//   pnpm exec tsx tools/scripts/screenshots.ts 360 768 1920    other widths (same naming)
//   OUT=/tmp/shots pnpm exec tsx tools/scripts/screenshots.ts  another folder
//   PATHS=/,/design-principles pnpm exec tsx ...               other pages: {page}-{width}-{theme}.png
// The intro is skipped (it is tested elsewhere); the Playground demos are loaded first.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { serveDist } from '../prerender/serve-dist';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';

const root = fileURLToPath(new URL('../../dist', import.meta.url));
const out =
  process.env.OUT ?? fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));
const widths = process.argv.slice(2).map(Number).filter(Boolean);
const WIDTHS = widths.length ? widths : [390, 1280];
const THEMES = ['dark', 'light'];
const PATHS = (process.env.PATHS ?? '/').split(',').filter(Boolean);
/** `/` is `home`, `/case-study/x` is `case-study-x`. */
const shotName = (path: string) => path.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

mkdirSync(out, { recursive: true });
const { server, url } = await serveDist({ root, port: 0 });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  for (const width of WIDTHS) {
    for (const [path, theme] of PATHS.flatMap((p) => THEMES.map((t) => [p, t] as const))) {
      const phone = width < 700;
      const context = await browser.newContext({
        viewport: { width, height: phone ? 844 : width < 1100 ? 1024 : 900 },
        deviceScaleFactor: 1,
        // A phone: overlay scrollbars (no desktop gutter eating 15 px of a 390 px screen) and touch.
        isMobile: phone,
        hasTouch: phone,
        // The typewriter shows whole words and the gallery stands still: a calm, repeatable frame.
        reducedMotion: 'reduce',
      });
      await context.addInitScript((t) => {
        try {
          localStorage.setItem('theme', t);
          sessionStorage.setItem('prequoteShown', 'true');
        } catch {
          // Storage blocked: the defaults apply.
        }
      }, theme);
      const page = await context.newPage();
      await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Walk down the page so lazy images and the Playground demos load, then back up.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(60);
      }
      await page
        .waitForFunction(
          // No demo or lazy page still saying "Loading…".
          () =>
            ![...document.querySelectorAll('[role="status"]')].some((el) =>
              el.textContent?.trim().startsWith('Loading'),
            ),
          null,
          { timeout: 10_000 },
        )
        .catch(() => {});
      // Lay out every section (they skip layout off screen until a scroll needs exact positions,
      // src/styles/site.css.ts): a full-page capture of a phone does not move the viewport.
      await page.evaluate(() => {
        document.documentElement.dataset.layout = 'full';
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(400);
      const file = `${out}/${shotName(path)}-${width}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
