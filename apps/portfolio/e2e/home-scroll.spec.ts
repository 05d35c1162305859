import { expect, test } from '@playwright/test';
import {
  clickRecordingScroll,
  documentTop,
  scrollToY,
  scrollY,
  skipIntro,
  hydrated,
} from './home-helpers';

test.describe('scroll on navigation', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test('a clicked card is where home lands when the visitor comes back to it: its top − 8 px', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const card = page.locator('#experiment-cred-wealth');
    await card.scrollIntoViewIfNeeded();
    await scrollToY(page, (await documentTop(page, '#experiment-cred-wealth')) - 300);
    const leftAt = await clickRecordingScroll(page, card.getByRole('link', { name: 'Case study' }));
    await expect(page).toHaveURL(/\/case-study\/cred-wealth$/);
    // The URL changes before the lazy page renders: wait for its heading, as a visitor would.
    await expect(page.getByRole('heading', { level: 1, name: 'CRED Wealth' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    expect(await page.evaluate(() => ({ ...sessionStorage }))).toMatchObject({
      returnTargetId: 'experiment-cred-wealth',
      lastHomeCardId: 'experiment-cred-wealth',
      homeScrollPosition: String(leftAt),
      isReturningToHome: 'true',
    });

    // A new visit to home (not Back): the Home item.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(card).toBeVisible();
    await expect
      .poll(() => card.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(8);
    expect(await page.evaluate(() => sessionStorage.getItem('returnTargetId'))).toBeNull();
  });

  test('Back (POP) restores the position the visitor left home at', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.locator('#projects').scrollIntoViewIfNeeded();
    await scrollToY(page, (await documentTop(page, '#projects')) + 137);
    // Hold the lazy page's chunk: the URL changes before the page can render, on any machine.
    // (A check made right after the URL change read the old page's scrollY: the race this pins.)
    let releaseChunk = () => {};
    const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
    await page.route(/\/assets\/MicroInteractionsPage-[^/]+\.js$/, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    // Clicking View all (in the Playground, above) scrolls it into view first: that is where home is left.
    const leftAt = await clickRecordingScroll(page, page.getByRole('link', { name: 'View all' }));
    expect(leftAt).toBeGreaterThan(500);
    await expect(page).toHaveURL(/\/micro-interactions$/);
    releaseChunk();
    const heading = page.getByRole('heading', { level: 1, name: 'Micro-interactions' });
    await expect(heading).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => scrollY(page)).toBe(leftAt);
    // And Forward starts the other page at its top.
    await page.goForward();
    await expect(page).toHaveURL(/\/micro-interactions$/);
    await expect(heading).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  test('other pages open at the top', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await scrollToY(page, 900);
    await page.getByRole('link', { name: 'Explore Principles' }).click();
    await expect(page).toHaveURL(/\/design-principles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design principles' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });
});
