import { expect, test, type Route } from '@playwright/test';

/*
 * On a slow phone the prerendered demos are on screen seconds before React hydrates them. What a
 * visitor types or picks in that time stays on screen (React keeps the inputs' DOM state), so
 * the components must take it in when they hydrate, not judge or price an empty form.
 * The page's scripts are held until the visitor is done, then let through.
 */
test('/micro-interactions: what a visitor types and picks before the scripts run is judged and priced', async ({
  page,
}) => {
  const held: Route[] = [];
  const scripts = /\/assets\/[^/]+\.js$/;
  let holding = true;
  await page.route(scripts, (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('/micro-interactions', { waitUntil: 'commit' });

  const form = page.locator('section#smart-form-validation');
  const pricing = page.locator('section#pricing-calculator');
  await form
    .getByLabel(/^Password/)
    .first()
    .fill('ab1');
  await form
    .getByLabel(/^Confirm password/)
    .first()
    .fill('xy');
  await pricing.getByText('Professional', { exact: true }).click();
  // Nothing has judged or priced it yet: no script has run.
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(form.getByText('Weak', { exact: true })).toHaveCount(0);

  holding = false;
  for (const route of held) await route.continue();

  // The whole app is fetched, run and hydrated inside this wait: the scripts were held until now.
  await expect(form.getByText('Weak', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByText("Passwords don't match")).toBeVisible();
  await expect(form.getByLabel(/^Password/).first()).toHaveValue('ab1');
  await expect(pricing.getByRole('radio', { name: 'Professional' })).toBeChecked();
  await expect(pricing.getByRole('status', { name: 'Total' })).toContainText('$99');
});
