import { expect, test, type Page } from '@playwright/test';
import { pageMessages } from '@portfolio/core';
import { hydrated } from './home-helpers';

/**
 * Counts the documents the tab asks for: a reload's request comes before anything of its page
 * renders (a `load` event can come after the error page shows, since it waits for the images).
 */
function countDocumentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
}

test.describe('404 page', () => {
  test('any unknown path: the spec texts, noindex, Explore Projects to /#projects, Back to Home to / without history', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: pageMessages.notFoundTitle }),
    ).toBeVisible();
    await expect(page.getByText(pageMessages.notFoundBody)).toBeVisible();
    await expect(page.locator('head meta[name="robots"][content="noindex"]').first()).toHaveCount(
      1,
    );
    await expect(page.getByRole('link', { name: pageMessages.exploreProjects })).toHaveAttribute(
      'href',
      '/#projects',
    );
    // A button: it answers once the page has hydrated.
    await hydrated(page);
    await page.getByRole('button', { name: pageMessages.backToHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Back to Home goes back when the previous entry is this site’s', async ({ page }) => {
    await page.goto('/design-principles');
    await expect(page.getByRole('heading', { level: 1, name: 'Design principles' })).toBeVisible();
    await hydrated(page);
    // An in-app navigation to an unknown path (React Router's entry index becomes 1).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'lost', idx: 1 }, '', '/nowhere');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(
      page.getByRole('heading', { level: 1, name: pageMessages.notFoundTitle }),
    ).toBeVisible();
    await page.getByRole('button', { name: pageMessages.backToHome }).click();
    await expect(page).toHaveURL(/\/design-principles$/);
  });

  test('an unknown case-study slug is the 404 page, noindex', async ({ page }) => {
    await page.goto('/case-study/unknown-project');
    await expect(
      page.getByRole('heading', { level: 1, name: pageMessages.notFoundTitle }),
    ).toBeVisible();
    await expect(page.locator('head meta[name="robots"][content="noindex"]').first()).toHaveCount(
      1,
    );
  });
});

test.describe('lazy pages', () => {
  test('show the "Loading..." spinner while their chunk is on its way', async ({ page }) => {
    await page.goto('/design-principles');
    // Before hydration the link is plain HTML: a full page load, with no spinner to see.
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/CaseStudyPage-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Read the CRED Wealth case study' }).click();
    const spinner = page.getByRole('status').filter({ hasText: pageMessages.loading });
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveText(pageMessages.loading);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'CRED Wealth' })).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('a chunk that fails to load reloads once, then shows the error page; Refresh Page recovers', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.route('**/assets/MicroInteractionsPage-*.js', (route) => route.abort('failed'));
    await page.goto('/micro-interactions');
    await expect(
      page.getByRole('heading', { level: 1, name: pageMessages.errorTitle }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(pageMessages.errorBody)).toBeVisible();
    expect(loads.count).toBe(2); // the visit and exactly one guarded reload
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAttempted'))).toBe('true');

    await page.unroute('**/assets/MicroInteractionsPage-*.js');
    await page.getByRole('button', { name: pageMessages.refreshPage }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Micro-interactions' })).toBeVisible();
    // A successful load clears the guard, so a later failure may reload once again.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('chunkReloadAttempted')))
      .toBeNull();
  });

  test('stylesheets that keep failing reload the page once, then it shows without them (no reload loop)', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    // A blocker or a broken CDN: every stylesheet fails, the modules load.
    await page.route(/\/assets\/[^/]+\.css$/, (route) => route.abort('failed'));
    await page.goto('/case-study/cred-wealth');
    await expect(page.getByRole('heading', { level: 1, name: 'CRED Wealth' })).toBeVisible();
    await hydrated(page);
    // The page settled: a further reload would be a request in flight now.
    await page.waitForLoadState('networkidle');
    expect(loads.count).toBe(2); // the visit and exactly one guarded reload
    await expect(page.getByRole('heading', { level: 1, name: 'CRED Wealth' })).toBeVisible();
  });

  test('Go to Home on the error page leaves for / without history', async ({ page }) => {
    await page.route('**/assets/DesignPrinciplesPage-*.js', (route) => route.abort('failed'));
    await page.goto('/design-principles');
    await page.getByRole('button', { name: pageMessages.goToHome }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('content pages', () => {
  test('/micro-interactions: each demo in its own anchored section with title, caption and the live component', async ({
    page,
  }) => {
    await page.goto('/micro-interactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Micro-interactions' })).toBeVisible();
    await hydrated(page);
    for (const [id, title] of [
      ['smart-form-validation', 'Smart Form Validation'],
      ['progress-indicator', 'Contextual Progress Indicator'],
      ['pricing-calculator', 'Dynamic Pricing Calculator'],
    ] as const) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(section.locator('p').first()).not.toBeEmpty();
      await expect(
        page
          .getByRole('navigation', { name: 'Micro-interactions' })
          .getByRole('link', { name: title }),
      ).toHaveAttribute('href', `#${id}`);
    }
    // Live: each component answers to input.
    await page
      .locator('section#progress-indicator')
      .getByRole('button', { name: 'Start Process' })
      .click();
    await expect(
      page.locator('section#progress-indicator').getByRole('progressbar').first(),
    ).toBeVisible();
    await page
      .locator('section#smart-form-validation')
      .getByLabel(/^Password/)
      .first()
      .fill('abc');
    await page
      .locator('section#smart-form-validation')
      .getByLabel(/^Password/)
      .first()
      .blur();
    await expect(
      page.locator('section#smart-form-validation').getByText('Weak', { exact: false }).first(),
    ).toBeVisible();
    await expect(
      page.locator('section#pricing-calculator').getByRole('radio').first(),
    ).toBeVisible();

    await page.goto('/micro-interactions#pricing-calculator');
    await expect(page.locator('section#pricing-calculator')).toBeInViewport();
  });

  test('/design-principles: the intro quote and at least six principles, each explained with an example', async ({
    page,
  }) => {
    await page.goto('/design-principles');
    await expect(page.getByRole('heading', { level: 1, name: 'Design principles' })).toBeVisible();
    await expect(
      page.getByText('Sometimes design is knowing what not to design.', { exact: false }),
    ).toBeVisible();
    const principles = page.locator('main section[id]');
    expect(await principles.count()).toBeGreaterThanOrEqual(6);
    for (const principle of await principles.all()) {
      await expect(principle.getByRole('heading', { level: 2 })).toHaveCount(1);
      await expect(principle.getByText('Example', { exact: true })).toBeVisible();
    }
  });
});
