import { expect, test, type Page } from '@playwright/test';
import {
  documentTop,
  expectTabNeverReachesPage,
  hydrated,
  recordScrolls,
  recordedScrolls,
  scrollToSection,
  scrollToY,
  scrollY,
  skipIntro,
  wheelHandled,
} from './home-helpers';

test.describe('navigation pill', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test('hides when scrolling down past 64 px, returns on scroll up; the active item follows the sections', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const header = page.getByRole('banner');
    const current = nav.locator('[aria-current="location"]');
    await expect(current).toHaveText('Home');
    await expect(nav.getByRole('link', { name: 'Experiments' })).toBeVisible();

    await scrollToY(page, 60);
    await expect(header).toHaveAttribute('data-state', 'visible');
    await expect(current).toHaveText('Home');

    await scrollToY(page, 400);
    await expect(header).toHaveAttribute('data-state', 'hidden');
    await expect(nav).not.toBeInViewport();

    await scrollToY(page, 350);
    await expect(header).toHaveAttribute('data-state', 'visible');
    await expect(nav).toBeInViewport();

    for (const [id, label] of [
      ['experiments', 'Experiments'],
      ['playground', 'Playground'],
      ['projects', 'Projects'],
      ['about', 'About'],
      ['gallery', 'Gallery'],
    ] as const) {
      await scrollToSection(page, `#${id}`, 80);
      await expect(current).toHaveText(label);
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    }
    // 81 px below the line: the previous section is still the active one.
    const aboutTop = await documentTop(page, '#about');
    await scrollToY(page, Math.floor(aboutTop) - 81);
    await expect(current).toHaveText('Projects');
  });

  test('a nav item smooth-scrolls to its section; Home scrolls smoothly back to the top', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    // Smooth: partway after a moment, then there.
    await expect
      .poll(
        () =>
          page
            .locator('#about')
            .evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top))),
        { timeout: 5000 },
      )
      .toBe(0);
    await expect(nav.locator('[aria-current="location"]')).toHaveText('About');
    expect(page.url()).toMatch(/\/$/);

    await page.mouse.wheel(0, -200);
    await expect(nav).toBeInViewport();
    const from = await scrollY(page);
    await recordScrolls(page);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => scrollY(page), { timeout: 5000 }).toBe(0);
    // Smooth: the page passed through positions between where it was and the top.
    const passed = (await recordedScrolls(page)).filter((y) => y > 0 && y < from);
    expect(passed.length).toBeGreaterThan(1);
  });

  /**
   * From /design-principles, the nav's Gallery opens home scrolled to the gallery. With
   * `holdLowerSections`, home's lower sections (a chunk the other pages fetch after their load,
   * issue 30) are held back until the link is pressed, as on a slow phone that presses at once.
   */
  async function galleryFromAnotherPage(page: Page, { holdLowerSections = false } = {}) {
    let release = () => {};
    if (holdLowerSections) {
      const pressed = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/LowerSections-[^/]*\.js$/, async (route) => {
        await pressed;
        await route.continue();
      });
    }
    await page.goto('/design-principles');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Gallery' }).click();
    release();
    await expect(page).toHaveURL(/\/#gallery$/);
    await expect
      .poll(
        () =>
          page
            .locator('#gallery')
            .evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top))),
        { timeout: 5000 },
      )
      .toBe(0);
  }

  test('from another page, a hash item opens home on its section', async ({ page }) => {
    await galleryFromAnotherPage(page);
  });

  test('from another page, a hash item opens home on its section even before the lower sections have loaded', async ({
    page,
  }) => {
    await galleryFromAnotherPage(page, { holdLowerSections: true });
  });

  test('keyboard: the skip link comes first and moves focus to main; focus in the nav brings a hidden bar back', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await scrollToY(page, 1500);
    await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'hidden');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .focus();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test('current label and Menu; the menu is a modal dialog that locks scroll, closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Experiments' })).toBeHidden();
    // The label and its visually hidden prefix: the outer span reads "Current section: …".
    const label = nav.locator('span', { hasText: 'Current section:' }).first();
    await expect(label).toBeVisible();
    await expect(label).toHaveText('Current section: Home');

    await scrollToY(page, (await documentTop(page, '#projects')) + 10);
    await scrollToY(page, (await documentTop(page, '#projects')) + 5);
    await expect(label).toHaveText('Current section: Projects');

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Projects/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(dialog.getByRole('button', { name: 'Email' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

    // Scroll is locked (from the task after the frame that shows the menu, which covers the page).
    const before = await scrollY(page);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .toBe('hidden');
    await page.mouse.move(195, 700);
    await wheelHandled(page, 600);
    expect(await scrollY(page)).toBe(before);

    // Everything behind is inert: Tab never reaches the page (past the last item it leaves for the browser's UI).
    await expectTabNeverReachesPage(page, 12);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
    // Unlocked, the same wheel moves the page within the same wait: the check above can fail.
    await wheelHandled(page, 600);
    expect(await scrollY(page)).toBeGreaterThan(before);
  });

  test('an item in the menu closes it and scrolls to the section', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /About/ }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect
      .poll(
        () =>
          page
            .locator('#about')
            .evaluate((element) => Math.abs(Math.round(element.getBoundingClientRect().top))),
        { timeout: 5000 },
      )
      .toBe(0);
  });

  test('Close closes the menu and gives focus back to Menu', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
