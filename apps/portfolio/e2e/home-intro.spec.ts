import { expect, test, type Page } from '@playwright/test';
import { INTRO_QUOTE } from '@portfolio/core';
import { hydrated, scrollY, wheelHandled } from './home-helpers';

const START = new Date('2026-05-01T09:00:00Z');

/** A fake clock that stands still until the test moves it (page loads here can take seconds). */
async function freezeClock(page: Page) {
  await page.clock.install({ time: START });
  // Paused a little ahead of install: pausing at the install instant can already be in the past.
  await page.clock.pauseAt(new Date(START.getTime() + 2000));
}

const quote = (page: Page) => page.getByText(`“${INTRO_QUOTE}”`);
const introState = (page: Page) =>
  page.evaluate(() => ({
    intro: document.documentElement.dataset.intro,
    phase: document.documentElement.dataset.introPhase ?? null,
  }));

/**
 * The quote is on screen and the app runs its timeline (the app starts after the first paint,
 * tools/prerender/late-boot.ts): only then does the fake clock move the intro along.
 */
async function quoteRunning(page: Page): Promise<void> {
  await expect(quote(page)).toBeVisible();
  await expect.poll(() => introState(page)).toEqual({ intro: 'show', phase: 'quote' });
}

test.describe('intro overlay', () => {
  test('quote (scroll locked, at the top) → slide at 3000 ms → complete at 4400 ms', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/');
    await quoteRunning(page);
    expect(await page.evaluate(() => sessionStorage.getItem('quoteActive'))).toBe('true');

    // The covered page waits below, painted but out of reach: inert, so Tab cannot land under the quote.
    const shell = page.locator('main').locator('..');
    await expect(shell).toHaveAttribute('inert', '');
    expect(await shell.evaluate((element) => getComputedStyle(element).transform)).not.toBe('none');
    await hydrated(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // Two Tabs: past the skip link, then onto the nav's first link if the page were reachable.
    expect(
      await page.evaluate(() =>
        document.querySelector('main')?.parentElement?.contains(document.activeElement),
      ),
    ).toBe(false);

    // Scroll is locked: the wheel does not move the page.
    await page.mouse.move(600, 400);
    // The clock is fake here (no frames run), so this waits for the wheel to reach the page; the
    // root's overflow: hidden (below) is what keeps it from scrolling.
    await wheelHandled(page, 800, 0);
    expect(await scrollY(page)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );

    // The phases count from navigation start (performance.now() = 0). The fake clock is paused,
    // but the page may have read a few ms before it was: run to 2800 ms of the page's own time.
    const pageNow = await page.evaluate(() => performance.now());
    expect(pageNow).toBeLessThan(2800);
    await page.clock.runFor(Math.floor(2800 - pageNow));
    expect((await introState(page)).phase).toBe('quote');
    await page.clock.runFor(400);
    expect((await introState(page)).phase).toBe('transition');
    await expect(shell).not.toHaveAttribute('inert');
    // The overlay slides up over 1.4 s while the page comes in from below.
    const overlay = page.locator('blockquote').locator('xpath=../..');
    expect(await overlay.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
      '1.4s',
    );
    expect(await overlay.evaluate((element) => getComputedStyle(element).transform)).not.toBe(
      'none',
    );

    await page.clock.runFor(1100);
    expect(await introState(page)).toEqual({ intro: 'show', phase: 'transition' });
    await page.clock.runFor(200);
    expect(await introState(page)).toEqual({ intro: 'done', phase: null });
    await expect(quote(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('prequoteShown'),
        sessionStorage.getItem('quoteActive'),
      ]),
    ).toEqual(['true', null]);

    // Unlocked.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  });

  test('a reload during the quote shows it again; after it completed, a reload skips it', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/');
    await quoteRunning(page);
    await page.clock.runFor(1000);
    await page.reload();
    await quoteRunning(page);
    await page.clock.runFor(4500);
    await expect(quote(page)).toHaveCount(0);
    await page.reload();
    expect((await introState(page)).intro).toBe('skip');
    await expect(quote(page)).toBeHidden();
  });

  test('skipped when the session began elsewhere and the visitor comes to / in the app', async ({
    page,
  }) => {
    await page.goto('/design-principles');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(quote(page)).toBeHidden();
    expect(await page.evaluate(() => sessionStorage.getItem('quoteActive'))).toBeNull();
  });

  test('skipped on a normal in-session return to home after the quote', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await quoteRunning(page);
    await page.clock.runFor(4500);
    await hydrated(page);
    await page.getByRole('link', { name: 'Explore Principles' }).click();
    await expect(page).toHaveURL(/design-principles/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(quote(page)).toBeHidden();
    expect((await introState(page)).intro).toBe('done');
  });

  test('with reduced motion the quote shows but nothing slides', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/');
    await quoteRunning(page);
    await page.clock.runFor(3100);
    const overlay = page.locator('blockquote').locator('xpath=../..');
    expect(await overlay.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    const shell = page.locator('main').locator('..');
    expect(await shell.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    await page.clock.runFor(1400);
    expect((await introState(page)).intro).toBe('done');
  });

  test('a URL hash smooth-scrolls to its section, but not while the intro is active', async ({
    page,
  }) => {
    await freezeClock(page);
    await page.goto('/#projects');
    await quoteRunning(page);
    await page.clock.runFor(500);
    expect(await scrollY(page)).toBe(0);

    await page.clock.runFor(4000);
    // A new document, in the same session: the quote was shown, so the hash scrolls.
    await page.goto('/robots.txt');
    await page.goto('/#projects');
    expect((await introState(page)).intro).toBe('skip');
    await expect
      .poll(
        () =>
          page
            .locator('#projects')
            .evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top))),
        { timeout: 5000 },
      )
      .toBe(0);
  });
});
