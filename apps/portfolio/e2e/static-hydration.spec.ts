import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  headTagCounts,
  mainCameFromHtml,
  markPrerenderedNodes,
  publicPaths,
  watchProblems,
} from './static-helpers';
import { hydrated } from './home-helpers';

/** The <title> of the raw HTML a crawler gets for `path`. */
async function rawTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  if (!title) throw new Error(`${path}: no <title> in the raw HTML`);
  return title
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

for (const path of publicPaths) {
  test(`${path} hydrates the prerendered HTML with no console error, CSP violation or duplicate head tag`, async ({
    page,
    request,
  }) => {
    const problems = await watchProblems(page);
    await markPrerenderedNodes(page);
    const title = await rawTitle(request, path);
    await page.goto(path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      await mainCameFromHtml(page),
      'React adopted the prerendered <main> (hydration, not a client re-render)',
    ).toBe(true);
    expect(problems).toEqual([]);
    await expect(page).toHaveTitle(title);
    expect(await headTagCounts(page)).toEqual({
      title: 1,
      description: 1,
      canonical: 1,
      robots: 0,
      ogTitle: 1,
      ogImage: 1,
      twitterCard: 1,
    });
  });
}

for (const path of ['/no/such/page', '/404.html', '/case-study/no-such-study']) {
  test(`the 404 page at ${path} starts with no console error or CSP violation and stays noindex`, async ({
    page,
  }) => {
    const problems = await watchProblems(page, { documentStatus404: path !== '/404.html' });
    await markPrerenderedNodes(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/404.html' ? 200 : 404);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Lost in the grid.' })).toBeVisible();
    // Unknown paths route like the prerendered /404 and are hydrated; an unknown case-study
    // slug routes through the lazy case-study page and is rendered over it (see main.tsx).
    expect(await mainCameFromHtml(page)).toBe(!path.startsWith('/case-study/'));
    expect(problems).toEqual([]);
    expect(await headTagCounts(page)).toEqual({
      title: 1,
      description: 1,
      canonical: 0,
      robots: 1,
      ogTitle: 1,
      ogImage: 1,
      twitterCard: 1,
    });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('client navigation replaces the head tags instead of adding to them', async ({ page }) => {
  const problems = await watchProblems(page, { documentStatus404: true });
  await page.goto('/no/such/page');
  await hydrated(page);

  await page
    .getByRole('link', { name: 'Back to Home' })
    .or(page.getByRole('button', { name: 'Back to Home' }))
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  const homeTitle = await page.title();
  expect(homeTitle).not.toMatch(/not found/i);

  await page.getByRole('link', { name: 'Explore Principles' }).click();
  await expect(page).toHaveURL(/\/design-principles$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/design-principles$/,
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    'content',
    /\/design-principles$/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/og\/design-principles\.png$/,
  );
  expect(await page.title()).not.toBe(homeTitle);
  expect(await headTagCounts(page)).toEqual({
    title: 1,
    description: 1,
    canonical: 1,
    robots: 0,
    ogTitle: 1,
    ogImage: 1,
    twitterCard: 1,
  });
  expect(problems).toEqual([]);
});
