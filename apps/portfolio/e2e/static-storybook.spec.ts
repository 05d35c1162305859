import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { serveDist } from '../tools/prerender/serve-dist';
import { hydrated } from './home-helpers';
import { watchProblems } from './static-helpers';

/*
 * The package's Storybook, published with the site at /storybook/ (`pnpm build` copies the
 * static Storybook into dist/storybook). It runs under its own Content-Security-Policy, scoped to
 * /storybook/* on every host, while the site keeps its strict one: reached from
 * /micro-interactions, at the URL Vercel serves it on (no trailing slash), and on a host with no
 * headers (GitHub Pages: its <meta> policy alone), with no CSP violation in the manager or in the
 * preview frame.
 */

// A whole Storybook (manager, preview, docs) loads per test: more than a page of the site.
test.describe.configure({ timeout: 60_000 });

const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe');

/**
 * The manager's sidebar lists the components and no test-only story, and the preview shows the
 * Introduction page, then a component's docs page with its live demo.
 */
async function storybookWorks(page: Page): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Stories' });
  await expect(sidebar.getByRole('button', { name: 'Pricing Calculator' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(sidebar.getByText('First-state heights')).toHaveCount(0);
  await expect(
    preview(page).getByRole('heading', { name: '@portfolio/interactions', level: 1 }),
  ).toBeVisible({ timeout: 20_000 });
  // A component's docs page renders its live demo, whose own scripts run under the policy.
  await page.goto(`${new URL(page.url()).pathname}?path=/docs/components-pricing-calculator--docs`);
  await expect(preview(page).getByRole('radio', { name: 'Professional' }).first()).toBeAttached({
    timeout: 20_000,
  });
  // Every script and stylesheet the manager and the docs page asked for has loaded, so each has
  // met the policy: their documents' load events. Not `networkidle`: a fresh-clone CI run on a
  // busy machine had the docs page rendered in full and waited out the test's minute for 500 ms
  // without a request.
  await page.waitForLoadState('load');
  const docs = page.frame({ url: /\/iframe\.html/ });
  expect(docs, 'the preview frame').not.toBeNull();
  await docs!.waitForLoadState('load');
}

test('/micro-interactions links to the Storybook, which runs under its own policy with no CSP violation', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  await page.goto('/micro-interactions');
  await hydrated(page);
  await page.getByRole('link', { name: 'the library’s Storybook' }).click();
  await expect(page).toHaveURL(/\/storybook\/$/);
  await storybookWorks(page);
  expect(problems).toEqual([]);
});

test('the Storybook works at /storybook without the trailing slash (Vercel’s clean URL)', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  const response = await page.goto('/storybook');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  await storybookWorks(page);
  expect(problems).toEqual([]);
});

test('the site keeps its strict policy beside the Storybook', async ({ page }) => {
  const response = await page.goto('/micro-interactions');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(policy).not.toMatch(/'unsafe-inline'/);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
});

test.describe('on a host without headers (GitHub Pages)', () => {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  let server: Server;
  let origin = '';

  test.beforeAll(async () => {
    ({ server, url: origin } = await serveDist({ root: dist, hostConfig: null }));
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  test('the Storybook runs under its <meta> policy alone, with no CSP violation', async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const response = await page.goto(`${origin}/storybook/`);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
    await storybookWorks(page);
    expect(problems).toEqual([]);
  });
});
