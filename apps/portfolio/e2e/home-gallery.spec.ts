import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipIntro, hydrated } from './home-helpers';

/** The strip's horizontal offset, from its transform matrix. */
const offset = (page: Page) =>
  page
    .locator('#gallery [data-copy="1"]')
    .locator('..')
    .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41);

/** The play state of the strip's drift (the Web Animations view of its CSS animation). */
const playState = (track: Locator) =>
  track.evaluate((element) => element.getAnimations()[0]?.playState ?? 'none');

/** Waits for n rendered frames: long enough for a running animation to move. */
const frames = (page: Page, n: number) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        let left = count;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    n,
  );

test.describe('gallery strip', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
    await page.goto('/');
    await hydrated(page);
    // As a visitor gets there: the nav's Gallery item, then the section's top at the viewport's.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    await expect
      .poll(() =>
        page
          .locator('#gallery')
          .evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top))),
      )
      .toBe(0);
  });

  test('moves with a transform-only animation and pauses on hover', async ({ page }) => {
    const strip = page.getByRole('region', { name: 'Photo strip' });
    const track = strip.locator('div').first();
    const hovered = () => strip.evaluate((element) => element.matches(':hover'));
    // The pointer rests on the section's heading, off the strip (where it was may be on it after the scroll).
    const restOnTitle = async () => {
      const title = (await page.locator('#gallery-title').boundingBox())!;
      await page.mouse.move(title.x + 5, title.y + title.height / 2);
    };
    await restOnTitle();
    await expect.poll(hovered).toBe(false);
    // The drift starts once the strip is seen (it rests off screen): wait for that, then for a frame that moved.
    await expect(strip).toHaveAttribute('data-in-view', 'true');
    await expect.poll(() => playState(track)).toBe('running');
    const a = await offset(page);
    await expect.poll(() => offset(page)).toBeLessThan(a);
    expect(await track.evaluate((element) => getComputedStyle(element).animationName)).not.toBe(
      'none',
    );

    await strip.hover();
    await expect.poll(() => playState(track)).toBe('paused');
    const c = await offset(page);
    await frames(page, 10);
    expect(await offset(page)).toBe(c);

    await restOnTitle();
    await expect.poll(hovered).toBe(false);
    await expect.poll(() => playState(track)).toBe('running');
    await expect.poll(() => offset(page)).toBeLessThan(c);
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
