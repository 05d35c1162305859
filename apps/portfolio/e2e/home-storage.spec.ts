import { hydrated } from './home-helpers';
import { expect, test } from '@playwright/test';
import { designer } from '../src/content/site';

test('with localStorage and sessionStorage both throwing, the page works and throws nothing', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
      Object.defineProperty(Storage.prototype, method, { value: blocked, configurable: true });
    }
  });
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  // No flag can be read: a first visit, so the quote shows, then gives way.
  expect(await page.evaluate(() => document.documentElement.dataset.intro)).toBe('show');
  await page.clock.runFor(4500);
  expect(await page.evaluate(() => document.documentElement.dataset.intro)).toBe('done');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await page.getByRole('button', { name: 'Make it short' }).click();
  await expect(page.getByRole('button', { name: 'Make it short' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('contentinfo').getByRole('button', { name: 'Email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Email copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(designer.email);

  await page.locator('#experiment-cred-wealth').getByRole('link', { name: 'Case study' }).click();
  await expect(page).toHaveURL(/case-study\/cred-wealth/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
