import { expect, test, type Page } from '@playwright/test';
import { holdInteractions, hydrated, skipIntro } from './home-helpers';

/** Each demo's room (its section's last child) on /micro-interactions, in page order. */
const roomHeights = (page: Page) =>
  page
    .locator('main section[id]')
    .evaluateAll((sections) =>
      sections.map((section) =>
        Math.round(section.lastElementChild?.getBoundingClientRect().height ?? 0),
      ),
    );

/*
 * Arriving on /micro-interactions from home, the live components may still be loading: each
 * section holds its demo's room (the package's layout facts), so a visitor reading or following
 * an anchor does not see the page jump when they arrive. The widths cover the card's narrow
 * padding, one column, and the two-column page with the pricing card either side of its wide
 * layout.
 */
for (const width of [390, 768, 1024, 1280]) {
  test(`at ${width} px the micro-interactions demos take exactly the room held for them`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await skipIntro(page);
    const release = await holdInteractions(page);
    await page.goto('/');
    // A click before hydration would load the prerendered page, demos and all: wait for React.
    await hydrated(page);
    await page.getByRole('link', { name: 'View all' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Micro-interactions' })).toBeVisible();
    const loading = page.getByRole('status').filter({ hasText: /^Loading the .+ demo…$/ });
    await expect(loading).toHaveCount(3);
    const reserved = await roomHeights(page);
    expect(reserved).toHaveLength(3);

    release();
    await expect(loading).toHaveCount(0, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Start Process' })).toBeVisible();
    expect(await roomHeights(page)).toEqual(reserved);
  });
}
