import { expect, test, type Page } from '@playwright/test';
import { INTRO_QUOTE } from '@portfolio/core';

/*
 * The intro is decided by the inline head script (src/intro/introBoot.ts, compiled at build)
 * before first paint. With every external script blocked, what the page shows at
 * DOMContentLoaded is the first paint: the quote for a fresh visit, never the overlay for a
 * returning one.
 */

async function blockExternalScripts(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
}

/** What covers the middle of the viewport, and the intro state, right after parsing. */
async function firstPaint(page: Page) {
  return page.evaluate(() => {
    const middle = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return {
      intro: document.documentElement.dataset.intro ?? null,
      middleInQuote: !!middle?.closest('blockquote'),
      scrollY: window.scrollY,
    };
  });
}

test('a fresh visit to / shows the quote at first paint', async ({ page }) => {
  await blockExternalScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await firstPaint(page)).toEqual({ intro: 'show', middleInQuote: true, scrollY: 0 });
  await expect(page.getByText(`“${INTRO_QUOTE}”`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('fresh-first-paint.png') });
});

test('a visitor who has seen the quote this session never sees the overlay', async ({ page }) => {
  await blockExternalScripts(page);
  await page.goto('/robots.txt');
  await page.evaluate(() => sessionStorage.setItem('prequoteShown', 'true'));
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await firstPaint(page)).toMatchObject({ intro: 'skip', middleInQuote: false });
  await expect(page.getByText(`“${INTRO_QUOTE}”`)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a session that began on another page reaches / without the overlay', async ({ page }) => {
  await blockExternalScripts(page);
  await page.goto('/micro-interactions', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.intro)).toBe('skip');
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  expect(await firstPaint(page)).toMatchObject({ intro: 'skip', middleInQuote: false });
  await expect(page.getByText(`“${INTRO_QUOTE}”`)).toBeHidden();
});

test('the quote is never painted on other pages', async ({ page }) => {
  await blockExternalScripts(page);
  for (const path of ['/case-study/cred-wealth', '/no/such/page']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(await firstPaint(page)).toMatchObject({ intro: 'skip', middleInQuote: false });
    await expect(page.getByText(`“${INTRO_QUOTE}”`)).toHaveCount(0);
  }
});

test('with scripts running, the quote gives way to the page and the app does not decide twice', async ({
  page,
}) => {
  // Every value the intro state takes, from the head script on: read afterwards, so a slow
  // machine cannot make the test miss the 3 s quote phase.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { e2eIntro: string[] }).e2eIntro = seen;
    new MutationObserver(() => {
      const value = document.documentElement?.dataset.intro;
      if (value !== undefined && seen.at(-1) !== value) seen.push(value);
    }).observe(document, { subtree: true, childList: true, attributeFilter: ['data-intro'] });
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.intro === 'done', null, {
    timeout: 10_000,
  });
  await expect(page.getByText(`“${INTRO_QUOTE}”`)).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { e2eIntro: string[] }).e2eIntro)).toEqual(
    ['show', 'done'],
  );
  expect(await page.evaluate(() => sessionStorage.getItem('prequoteShown'))).toBe('true');
  await page.reload();
  // Reloaded after the quote was shown: no overlay again in this session.
  expect(await page.evaluate(() => document.documentElement.dataset.intro)).toBe('skip');
});
