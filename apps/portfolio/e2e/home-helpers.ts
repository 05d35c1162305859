import { expect, type Page } from '@playwright/test';

/** Marks the intro as already shown in this tab, so / opens on the page itself. */
export async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('prequoteShown', 'true');
    } catch {
      // Storage blocked by the test itself.
    }
  });
}

/** Scrolls the Playground into reach and waits until its three demos have replaced their placeholders. */
export async function loadPlayground(page: Page): Promise<void> {
  await page.locator('#playground').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo-loading]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Start Process' })).toBeVisible();
}

/** Scrolls the window to y at once and waits for the frame-throttled scroll handlers. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The document-relative top of an element. */
export async function documentTop(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Clicks a locator and returns window.scrollY at the moment of the click (after Playwright scrolled it into view). */
export async function clickRecordingScroll(
  page: Page,
  target: ReturnType<Page['locator']>,
): Promise<number> {
  await page.evaluate(() => {
    addEventListener(
      'click',
      () => sessionStorage.setItem('e2e:clickedAt', String(window.scrollY)),
      { capture: true, once: true },
    );
  });
  await target.click();
  return Number(await page.evaluate(() => sessionStorage.getItem('e2e:clickedAt')));
}

/**
 * Waits until React has hydrated the prerendered page (its event handlers are attached):
 * a click on the static HTML before that would be lost.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('header nav button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}
