import { expect, test, type Page } from '@playwright/test';
import { hydrated, nextFrames } from './home-helpers';
import { recordLayoutShifts } from './static-helpers';

/*
 * Each prerendered page paints from its inline critical CSS; the full stylesheets arrive later
 * (tools/prerender/critical-css.ts). What a visitor sees on the first screen must not change when
 * they do: every element in the first viewport has the same computed style with the
 * stylesheets held back as with them loaded. Clocks are paused so both renders are the same moment.
 */

const PROPERTIES = [
  'display',
  'position',
  'top',
  'left',
  'width',
  'height',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-top-color',
  'border-radius',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-transform',
  'opacity',
  'visibility',
  'overflow',
  'z-index',
  'grid-template-columns',
  'gap',
  'box-shadow',
  'transform',
];

/** The ids the critical CSS hides until the full stylesheet is in (tools/prerender/critical-css.ts lateParts). */
const latePartsOf = (page: Page) =>
  page.evaluate(() => {
    const css = document.querySelector('style')?.textContent ?? '';
    const rule = /:is\(([^)]*)\)\{content-visibility:hidden\}/.exec(css);
    return rule ? rule[1]!.split(',').map((id) => id.replace(/^#/, '')) : [];
  });

/**
 * "tag#n: property value" for each element whose box starts within the first viewport, but for
 * those inside the parts the critical CSS leaves to the full stylesheet (never in the first
 * screen: the last test below).
 */
async function firstScreenStyles(page: Page): Promise<string[]> {
  const late = (await latePartsOf(page)).map((id) => `#${id}`).join(',');
  return page.evaluate(
    ([properties, late]) => {
      const out: string[] = [];
      const elements = [...document.querySelectorAll('body *')];
      elements.forEach((element, index) => {
        if (late && element.closest(late)) return;
        const box = element.getBoundingClientRect();
        if (box.top >= window.innerHeight || box.bottom < 0) return;
        const style = getComputedStyle(element);
        // A box that runs past the first screen takes its height from the sections below the
        // fold, which lay out only near the viewport (content-visibility: auto) and keep the size
        // they last had: after a resize that depends on what was on screen before, not on the CSS.
        const pastTheFold = box.bottom > window.innerHeight;
        for (const property of properties)
          out.push(
            `${element.tagName.toLowerCase()}#${index}.${element.className}: ${property} ${
              property === 'height' && pastTheFold
                ? 'runs past the first screen'
                : style.getPropertyValue(property)
            }`,
          );
      });
      return out;
    },
    [PROPERTIES, late] as const,
  );
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const THEMES = ['dark', 'light'];

async function open(page: Page, path: string, { hold }: { hold: boolean }) {
  await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
  await page.addInitScript((value) => localStorage.setItem('theme', value), THEMES[0]);
  // Held as empty stylesheets, not failed ones: a failed stylesheet of a lazy chunk reloads the
  // page once (src/routes/lazy-page.ts), and that reload could come while a render was read.
  if (hold)
    await page.route(/\/assets\/[^/]+\.css$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
  await page.goto(path);
  if (!hold)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet && link.media !== 'print',
      ),
    );
  await expect(page.locator('h1').first()).toBeVisible();
  // Measure the page a visitor looks at once it has settled: the lazy parts (the demos on
  // /micro-interactions) have arrived and mounted, so neither render is caught mid-swap.
  await page.waitForLoadState('networkidle');
}

/**
 * The first screen's styles at each width and theme, as "390 px, dark: …" lines. One load serves
 * all four: the window is resized and the theme switched the way the page's own boot script
 * sets it (`data-theme` and `color-scheme` on <html>), the same steps in both renders.
 */
async function everyFirstScreen(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const theme of THEMES) {
      await page.evaluate((value) => {
        document.documentElement.setAttribute('data-theme', value);
        document.documentElement.style.colorScheme = value;
        // A theme switch starts the full stylesheets' colour transitions: compare where they end.
        for (const animation of document.getAnimations()) animation.finish();
      }, theme);
      // The same fonts in both renders: the critical CSS declares the web fonts' latin files too.
      await page.evaluate(() => document.fonts.ready);
      out.push(
        ...(await firstScreenStyles(page)).map((line) => `${viewport.width} px, ${theme}: ${line}`),
      );
    }
  }
  return out;
}

for (const path of [
  '/',
  '/micro-interactions',
  '/design-principles',
  '/case-study/cred-wealth',
  '/404.html',
]) {
  test(`${path} at 390 and 1280 px, dark and light: the critical CSS paints the first screen as the full stylesheets do`, async ({
    browser,
  }) => {
    // Two loads, each read at two widths in two themes (31 computed properties of every element
    // on the first screen): 3–19 s alone, and past the default 30 s once in a fresh clone's run
    // beside the other workers. The time is the work, not a wait.
    test.setTimeout(90_000);
    const render = async (hold: boolean) => {
      const context = await browser.newContext({ viewport: VIEWPORTS[0], reducedMotion: 'reduce' });
      const page = await context.newPage();
      await open(page, path, { hold });
      const styles = await everyFirstScreen(page);
      await context.close();
      return styles;
    };
    const critical = await render(true);
    const full = await render(false);
    for (const viewport of VIEWPORTS)
      for (const theme of THEMES)
        expect(
          critical.filter((line) => line.startsWith(`${viewport.width} px, ${theme}:`)).length,
        ).toBeGreaterThan(100);
    expect(critical).toEqual(full);
  });
}

test('the parts whose rules the critical CSS leaves to the full stylesheet are never in the first screen', async ({
  page,
}) => {
  const seen: string[] = [];
  for (const path of ['/', '/micro-interactions', '/design-principles', '/case-study/cred-wealth'])
    for (const viewport of [...VIEWPORTS, { width: 2560, height: 1440 }]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const ids = await latePartsOf(page);
      expect(ids.length, path).toBeGreaterThan(0);
      // Where the fully laid-out page puts them (home's sections skip layout while off screen).
      const tops = await page.evaluate(
        (list) =>
          list.map((id) => {
            document.documentElement.dataset.layout = 'full';
            return document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
          }),
        ids,
      );
      for (const [index, top] of tops.entries()) {
        seen.push(`${path} #${ids[index]}`);
        expect(top, `${path} at ${viewport.width} px: #${ids[index]}`).toBeGreaterThan(
          viewport.height * 1.5,
        );
      }
    }
  expect(seen).toEqual(expect.arrayContaining(['/ #gallery', '/ #about', '/ #contact']));
});

test('a short page keeps its footer in its critical CSS', async ({ page }) => {
  await page.goto('/404.html');
  expect(await latePartsOf(page)).toEqual([]);
});

// The full stylesheets arrive one after the other; the page's loader switches them on together,
// once all are in (tools/prerender/late-boot.ts). Applied as each arrived, the
// shared sheet's package rules came after the inline site rules they are composed with, and the
// contents pills lost their padding until the page's own sheet arrived.
test('/design-principles at 412 px: the full stylesheets arriving one after the other move nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DesignPrinciplesPage-[\w-]+\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  const sheetLoaded = (name: string) =>
    page.evaluate(
      (name) =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
          (link) => link.href.includes(`/assets/${name}-`) && link.sheet !== null,
        ),
      name,
    );
  // Not until `load`: a stylesheet the loader adds before `load` delays it, and this one is held
  // (on a loaded machine the first paint, and so the loader, came before the fonts had loaded).
  await page.goto('/design-principles', { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  await expect.poll(() => sheetLoaded('index')).toBe(true);
  // The fonts are in (their swap is another test's: static-fonts.spec.ts); from here on, only
  // the stylesheets change anything.
  await page.evaluate(() => document.fonts.ready);
  await nextFrames(page);
  const layoutShifts = await recordLayoutShifts(page, { fromNow: true });
  release();
  await expect(page.locator('link[data-deferred-css]')).toHaveCount(0);
  await nextFrames(page);
  expect(await layoutShifts()).toEqual([]);
});
