import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { hydrated } from './home-helpers';

// Page views are also off on loopback hosts (a local dist/ server has no /_vercel/insights), so
// these tests reach the same local server under a public-looking name mapped to 127.0.0.1.
const HOST = 'portfolio.example';
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launch,
    args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${HOST} 127.0.0.1`],
  },
  baseURL: `http://${HOST}:${new URL(config.use?.baseURL ?? '').port}`,
});

test.describe('page views', () => {
  test('are off in automated browsers: nothing is sent', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_vercel/insights')) requests.push(request.url());
    });
    // The reporting module is its own chunk, loaded after `load`: once it has run, its decision is made.
    const reporting = page.waitForResponse(/\/assets\/analytics-[^/]+\.js$/);
    await page.goto('/design-principles');
    const chunk = (await reporting).url();
    await page.evaluate(async (url) => {
      await import(url);
      // The queue's .then() runs after the module's own evaluation.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }, chunk);
    await hydrated(page);
    await page.getByRole('link', { name: 'Read the CRED Wealth case study' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'CRED Wealth' })).toBeVisible();
    await expect(page.locator('head script[src="/_vercel/insights/script.js"]')).toHaveCount(0);
    expect(requests).toEqual([]);
  });

  test('a person’s visit reports every route change to the same origin', async ({
    page,
    baseURL,
  }) => {
    // Look like a person (no navigator.webdriver); stand in for the host's Vercel script, which
    // reads the library's queue and posts each page view to /_vercel/insights/view.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
    );
    await page.route('**/_vercel/insights/script.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(() => {
          const send = (kind, data) => kind === 'pageview' && fetch('/_vercel/insights/view', { method: 'POST', body: JSON.stringify(data) });
          for (const [kind, data] of window.vaq || []) send(kind, data);
          window.va = send;
        })();`,
      }),
    );
    const views: { route: string; path: string }[] = [];
    await page.route('**/_vercel/insights/view', async (route) => {
      expect(new URL(route.request().url()).origin).toBe(new URL(baseURL ?? '').origin);
      views.push(JSON.parse(route.request().postData() ?? '{}'));
      await route.fulfill({ status: 200, body: '' });
    });
    await page.goto('/design-principles');
    // The library loads after the load event, when the browser is idle.
    await expect.poll(() => views.length, { timeout: 20_000 }).toBe(1);
    await hydrated(page);
    await page.getByRole('link', { name: 'Read the Climatix IC case study' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Climatix IC' })).toBeVisible();
    await expect.poll(() => views.length).toBe(2);
    expect(views).toEqual([
      { route: '/design-principles', path: '/design-principles' },
      { route: '/case-study/[slug]', path: '/case-study/climatix-ic' },
    ]);
    const script = page.locator('head script[src="/_vercel/insights/script.js"]');
    await expect(script).toHaveAttribute('data-disable-auto-track', '1');
  });
});
