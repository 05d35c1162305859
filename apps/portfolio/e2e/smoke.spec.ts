import { expect, test } from '@playwright/test';

test('the built site serves the home page with one h1', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
