import { expect, test, type Page } from '@playwright/test';
import { darkTokens, lightTokens } from '@portfolio/interactions';
import { hydrated } from './home-helpers';

/*
 * The theme is applied by the tiny blocking script in <head> before first paint. These tests
 * block every external script (the app bundle included), so what they see at DOMContentLoaded
 * is what the first paint shows: only the inline head script has run.
 */

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

async function blockExternalScripts(page: Page) {
  await page.route('**/*.js', (route) => route.abort());
}

/** Theme attribute and page background right after parsing, with only inline scripts run. */
async function firstPaintTheme(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    colorScheme: document.documentElement.style.colorScheme,
    background: getComputedStyle(document.documentElement).backgroundColor,
    appRan: Object.keys(document.querySelector('#root main') ?? {}).some((key) =>
      key.startsWith('__reactFiber$'),
    ),
  }));
}

async function storeTheme(page: Page, theme: string) {
  // Any page of the site gives access to its localStorage; the app's scripts stay blocked.
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
}

for (const path of ['/', '/case-study/cred-wealth', '/no/such/page']) {
  test(`${path}: a stored light theme is painted first, with every external script blocked`, async ({
    page,
  }) => {
    await blockExternalScripts(page);
    await storeTheme(page, 'light');
    const first = await firstPaintTheme(page, path);
    expect(first).toEqual({
      theme: 'light',
      colorScheme: 'light',
      background: rgb(lightTokens.color.bg),
      appRan: false,
    });
  });

  test(`${path}: a stored dark theme is painted first, with every external script blocked`, async ({
    page,
  }) => {
    await blockExternalScripts(page);
    await storeTheme(page, 'dark');
    const first = await firstPaintTheme(page, path);
    expect(first).toEqual({
      theme: 'dark',
      colorScheme: 'dark',
      background: rgb(darkTokens.color.bg),
      appRan: false,
    });
  });
}

test('no stored theme paints dark (the default)', async ({ page }) => {
  await blockExternalScripts(page);
  const first = await firstPaintTheme(page, '/');
  expect(first.theme).toBe('dark');
  expect(first.background).toBe(rgb(darkTokens.color.bg));
});

test('a nonsense stored value paints dark', async ({ page }) => {
  await blockExternalScripts(page);
  await storeTheme(page, 'sepia');
  const first = await firstPaintTheme(page, '/');
  expect(first.theme).toBe('dark');
});

test('blocked storage paints dark without a script error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await blockExternalScripts(page);
  const first = await firstPaintTheme(page, '/');
  expect(first.theme).toBe('dark');
  expect(first.background).toBe(rgb(darkTokens.color.bg));
  expect(errors).toEqual([]);
});

test('the stored light theme survives hydration (no flash back to dark)', async ({ page }) => {
  await storeTheme(page, 'light');
  const seen: string[] = [];
  await page.exposeFunction('reportTheme', (theme: string) => seen.push(theme));
  await page.addInitScript(() => {
    new MutationObserver(() =>
      (window as unknown as { reportTheme: (t: string) => void }).reportTheme(
        document.documentElement.getAttribute('data-theme') ?? '',
      ),
    ).observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
  });
  await page.goto('/case-study/cred-wealth');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  expect(seen.every((theme) => theme === 'light')).toBe(true);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe(
    'light',
  );
});
