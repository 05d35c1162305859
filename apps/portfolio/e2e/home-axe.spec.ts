import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loadPlayground, skipIntro, hydrated } from './home-helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const width of [1280, 390]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`axe (WCAG 2.2 AA): / at ${width} px, ${theme}, demos loaded, menu open and closed`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 700 ? 844 : 800 });
      await skipIntro(page);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/');
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await loadPlayground(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      // Stable colours for the contrast check: no transitions mid-flight.
      await page.emulateMedia({ reducedMotion: 'reduce' });

      const summary = async () =>
        (await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations.map(
          (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      expect(await summary()).toEqual([]);

      await page.getByRole('button', { name: 'Make it short' }).click();
      if (width < 700) {
        // The bar hid on the way down to About; scrolling up brings it back.
        await page.mouse.wheel(0, -300);
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      }
      expect(await summary()).toEqual([]);
    });
  }
}
