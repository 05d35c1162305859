import { expect, test, type Page } from '@playwright/test';
import { skipIntro, hydrated } from './home-helpers';

/** The strip's horizontal offset, from its transform matrix. */
const offset = (page: Page) =>
  page
    .locator('#gallery [data-copy="1"]')
    .locator('..')
    .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);

test.describe('gallery strip', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    await page.goto('/');
    await hydrated(page);
    await page.locator('#gallery').scrollIntoViewIfNeeded();
  });

  test('moves with a transform-only animation and pauses on hover', async ({ page }) => {
    const strip = page.getByRole('region', { name: 'Photo strip' });
    await page.mouse.move(5, 5);
    // The drift resumes once the strip reports itself in view (an IntersectionObserver
    // callback, then a render): wait for it to move rather than for a fixed 400 ms, which a
    // loaded machine does not always give.
    const a = await offset(page);
    await expect.poll(() => offset(page)).toBeLessThan(a);
    const animation = await strip
      .locator('div')
      .first()
      .evaluate((track) => getComputedStyle(track).animationName);
    expect(animation).not.toBe('none');

    await strip.hover();
    await page.waitForTimeout(100);
    const c = await offset(page);
    await page.waitForTimeout(400);
    expect(await offset(page)).toBe(c);

    await page.mouse.move(5, 5);
    await page.waitForTimeout(400);
    expect(await offset(page)).toBeLessThan(c);
  });

  test('pauses while the pointer is pressed, even off-hover', async ({ page }) => {
    const strip = page.getByRole('region', { name: 'Photo strip' });
    const box = (await strip.boundingBox())!;
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.mouse.down();
    await expect(strip).toHaveAttribute('data-state', 'paused');
    await page.mouse.up();
    await page.mouse.move(5, 5);
    await expect(strip).toHaveAttribute('data-state', 'running');
  });

  test('the repeat copies are hidden from assistive technology and cannot take focus', async ({
    page,
  }) => {
    const strip = page.getByRole('region', { name: 'Photo strip' });
    await expect(strip.getByRole('figure')).toHaveCount(8);
    await expect(strip.getByRole('img')).toHaveCount(8);
    for (const copy of ['2', '3']) {
      const list = page.locator(`#gallery [data-copy="${copy}"]`);
      await expect(list).toHaveAttribute('aria-hidden', 'true');
      expect(await list.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
    }
  });

  test('images keep their box before they load (width and height) and serve AVIF', async ({
    page,
  }) => {
    const first = page.locator('#gallery [data-copy="1"] img').first();
    await expect(first).toHaveJSProperty('complete', true);
    expect(await first.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/\.avif$/);
    const ratio = await first.evaluate(
      (img) => img.getBoundingClientRect().width / img.getBoundingClientRect().height,
    );
    expect(ratio).toBeCloseTo(1080 / 1350, 2);
  });
});

test.describe('gallery with reduced motion', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stands still, shows one set and scrolls by hand', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await skipIntro(page);
    await page.goto('/');
    await hydrated(page);
    const strip = page.getByRole('region', { name: 'Photo strip' });
    await strip.scrollIntoViewIfNeeded();
    expect(
      await strip
        .locator('div')
        .first()
        .evaluate((track) => getComputedStyle(track).animationName),
    ).toBe('none');
    await expect(page.locator('#gallery [data-copy="2"]')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause gallery' })).toBeHidden();
    const scrollable = await strip.evaluate(
      (element) =>
        element.scrollWidth > element.clientWidth && getComputedStyle(element).overflowX === 'auto',
    );
    expect(scrollable).toBe(true);
    await strip.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
