import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { serveDist } from '../tools/prerender/serve-dist';
import { hydrated, loadPlayground, skipIntro } from './home-helpers';
import { PASSWORD } from './routes-helpers';
import { watchProblems } from './static-helpers';

/*
 * The GitHub Pages variant: dist/ served with no configured headers at all (no CSP header, no
 * security headers), so only the <meta http-equiv="Content-Security-Policy"> the build writes
 * into every HTML file protects the page. Each page must load and hydrate under it with no
 * violation, and the policy must really be enforced.
 */

const dist = fileURLToPath(new URL('../dist', import.meta.url));
let server: Server;
let origin = '';

test.beforeAll(async () => {
  ({ server, url: origin } = await serveDist({ root: dist, hostConfig: null }));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Opens `path` from the header-less server; checks that only the page's own <meta> carries a CSP. */
async function openWithoutHeaders(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(`${origin}${path}`);
  expect(response?.status()).toBe(status);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
}

/** Home from the header-less server, hydrated past the intro; returns the problems watched. */
async function hydratedHomeWithoutHeaders(page: Page): Promise<string[]> {
  const problems = await watchProblems(page);
  await skipIntro(page);
  await openWithoutHeaders(page, '/');
  await hydrated(page);
  return problems;
}

test('home loads, hydrates and runs its demos under the <meta> CSP alone, with no CSP violation', async ({
  page,
}) => {
  const problems = await hydratedHomeWithoutHeaders(page);
  await loadPlayground(page);
  await page.getByRole('button', { name: 'Start Process' }).click();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

for (const path of ['/micro-interactions', '/design-principles', '/case-study/cred-wealth']) {
  test(`${path} loads and hydrates under the <meta> CSP alone, with no CSP violation`, async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    await openWithoutHeaders(page, path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test("home's own <meta> CSP (its hashes only) lets the app render other pages after a client-side navigation", async ({
  page,
}) => {
  const problems = await hydratedHomeWithoutHeaders(page);
  await page.getByRole('link', { name: 'View all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Micro-interactions' })).toBeVisible();
  // The demos set inline styles (the progress fill's width) under home's policy.
  await page.getByRole('button', { name: 'Start Process' }).click();
  await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  await page.goBack();
  await page
    .locator('#experiment-cred-wealth')
    .getByRole('link', { name: /Case study/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'CRED Wealth' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('an unknown path gets the 404 page with status 404, working under the <meta> CSP', async ({
  page,
}) => {
  const problems = await watchProblems(page, { documentStatus404: true });
  await openWithoutHeaders(page, '/no/such/page', 404);
  await expect(page.getByRole('heading', { level: 1, name: 'Lost in the grid.' })).toBeVisible();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a gated case study unlocks under the <meta> CSP alone: the decrypted story and its figure render with no violation', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  await openWithoutHeaders(page, '/case-study/climatix-ic');
  await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Unlock case study' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the <meta> CSP is enforced: an injected inline script does not run and is reported', async ({
  page,
}) => {
  await skipIntro(page);
  await openWithoutHeaders(page, '/');
  await hydrated(page);
  const outcome = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; directive?: string }>((resolve) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => resolve({ ran: false, directive: event.violatedDirective }),
          { once: true },
        );
        const script = document.createElement('script');
        script.textContent = 'window.__injectedScriptRan = true;';
        document.head.append(script);
        // An allowed inline script runs during append(); a refused one only queues the report.
        if ((window as { __injectedScriptRan?: boolean }).__injectedScriptRan)
          resolve({ ran: true });
      }),
  );
  expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' });
});
