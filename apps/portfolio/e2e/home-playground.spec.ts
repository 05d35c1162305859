import { expect, test, type Page } from '@playwright/test';
import { holdInteractions, skipIntro } from './home-helpers';

/** Each demo stage's height, in Playground order (smart form, progress, pricing). */
const stageHeights = (page: Page) =>
  page.locator('#playground [data-demo]').evaluateAll((frames) =>
    frames.map((frame) => {
      const stage = frame.lastElementChild;
      return {
        demo: (frame as HTMLElement).dataset.demo,
        height: Math.round(stage?.getBoundingClientRect().height ?? 0),
      };
    }),
  );

/*
 * The demos load when the Playground nears the viewport, often while the visitor scrolls past
 * it: the stage reserves each demo's first-state height so nothing below moves when it arrives.
 * The widths cover each layout the reservation follows (card padding at 480 px, one or two
 * columns, the pricing card's narrow and wide layouts and the step between them).
 */
for (const width of [360, 390, 480, 600, 768, 1024, 1200, 1280, 1440, 1920]) {
  test(`at ${width} px the demos take exactly the room reserved for them`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await skipIntro(page);
    // Hold the demos' chunk until the placeholders are measured.
    const release = await holdInteractions(page);
    await page.goto('/');
    // Lay out every section now (they skip layout off screen), so the placeholders are measured.
    await page.evaluate(() => {
      document.documentElement.dataset.layout = 'full';
    });
    const reserved = await stageHeights(page);
    expect(reserved.map((stage) => stage.demo)).toEqual([
      'smart-form-validation',
      'progress-indicator',
      'pricing-calculator',
    ]);
    await expect(page.locator('[data-demo-loading]')).toHaveCount(3);

    release();
    await page.locator('#playground').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-demo-loading]')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Start Process' })).toBeVisible();
    expect(await stageHeights(page)).toEqual(reserved);
  });
}
