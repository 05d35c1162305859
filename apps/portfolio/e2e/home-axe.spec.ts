import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loadPlayground, skipIntro, hydrated, revealHeader } from './home-helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, state).toEqual([]);
}

/** Presses the header's theme toggle as a visitor would, and waits for the theme to change. */
async function switchTheme(page: Page, to: 'light' | 'dark') {
  await revealHeader(page);
  await page.getByRole('button', { name: `Switch to ${to} theme` }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', to);
}

// One load per width serves both themes: light (stored) and dark (toggled), each checked with
// the About text long and short, and on a phone with the menu open too.
for (const width of [1280, 390]) {
  const phone = width < 700;
  test(`axe (WCAG 2.2 AA): / at ${width} px, light and dark, demos loaded, menu open and closed`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: phone ? 844 : 800 });
    await skipIntro(page);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('axe-theme-set')) return;
      sessionStorage.setItem('axe-theme-set', 'true');
      localStorage.setItem('theme', 'light');
    });
    // Stable colours for the contrast check: no transitions mid-flight.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await loadPlayground(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoViolations(page, 'light');

    await switchTheme(page, 'dark');
    await expectNoViolations(page, 'dark');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Make it short' }).click();
    if (phone) {
      // The bar hid on the way down to About; scrolling up brings it back.
      await revealHeader(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toBeVisible();
    }
    await expectNoViolations(page, phone ? 'dark, short About, menu open' : 'dark, short About');

    if (phone) {
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    await switchTheme(page, 'light');
    if (phone) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(menu).toBeVisible();
    }
    await expectNoViolations(page, phone ? 'light, short About, menu open' : 'light, short About');
  });
}
