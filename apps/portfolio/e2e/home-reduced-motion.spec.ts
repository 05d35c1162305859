import { expect, test } from '@playwright/test';
import { skipIntro, hydrated } from './home-helpers';

test.describe('reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await skipIntro(page);
  });

  test('the typewriter shows only whole words', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const word = page.getByRole('heading', { level: 1 }).locator('[aria-hidden="true"]');
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      seen.add((await word.textContent()) ?? '');
      await page.clock.runFor(150);
    }
    expect([...seen].sort()).toEqual(['care.', 'intention.', 'passion.', 'purpose.']);
  });

  test('hero links and nav items scroll instantly', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('main').getByRole('link', { name: 'Projects' }).click();
    // Instant: already there on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(
      await page
        .locator('#projects')
        .evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top))),
    ).toBe(0);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .focus();
    await page.keyboard.press('Enter');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test('with motion, the typewriter types letter by letter', async ({ page }) => {
  await skipIntro(page);
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  const word = page.getByRole('heading', { level: 1 }).locator('[aria-hidden="true"]');
  const seen = new Set<string>();
  for (let i = 0; i < 60; i++) {
    seen.add((await word.textContent()) ?? '');
    await page.clock.runFor(50);
  }
  expect(
    [...seen].some(
      (text) => text.length > 0 && !['intention.', 'purpose.', 'care.', 'passion.'].includes(text),
    ),
  ).toBe(true);
});
