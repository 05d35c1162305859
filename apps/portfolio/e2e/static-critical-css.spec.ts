import { expect, test, type Page } from '@playwright/test';

/*
 * Each prerendered page paints from its inline critical CSS; the full stylesheets arrive later
 * (prerender/critical-css.mjs). What a visitor sees on the first screen must not change when
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

/** "tag#n: property value" for each element whose box starts within the first viewport. */
async function firstScreenStyles(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const out: string[] = [];
    const elements = [...document.querySelectorAll('body *')];
    elements.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.top >= window.innerHeight || box.bottom < 0) return;
      const style = getComputedStyle(element);
      for (const property of properties)
        out.push(
          `${element.tagName.toLowerCase()}#${index}.${element.className}: ${property} ${style.getPropertyValue(property)}`,
        );
    });
    return out;
  }, PROPERTIES);
}

async function open(page: Page, path: string, { theme, hold }: { theme: string; hold: boolean }) {
  await page.clock.install({ time: new Date('2026-01-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2026-01-01T10:00:01Z'));
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  if (hold) await page.route(/\/assets\/[^/]+\.css$/, (route) => route.abort());
  await page.goto(path);
  if (!hold)
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet && link.media !== 'print',
      ),
    );
  await expect(page.locator('h1').first()).toBeVisible();
  // The same fonts in both renders: the critical CSS declares the web fonts' latin files too.
  await page.evaluate(() => document.fonts.ready);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  for (const theme of ['dark', 'light']) {
    for (const path of [
      '/',
      '/micro-interactions',
      '/design-principles',
      '/case-study/cred-wealth',
      '/404.html',
    ]) {
      test(`${path} at ${viewport.width} px, ${theme}: the critical CSS paints the first screen as the full stylesheets do`, async ({
        browser,
      }) => {
        const render = async (hold: boolean) => {
          const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
          const page = await context.newPage();
          await open(page, path, { theme, hold });
          const styles = await firstScreenStyles(page);
          await context.close();
          return styles;
        };
        const critical = await render(true);
        const full = await render(false);
        expect(critical.length).toBeGreaterThan(100);
        expect(critical).toEqual(full);
      });
    }
  }
}
