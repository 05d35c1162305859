import { expect, test } from '@playwright/test';
import { PAGE_KINDS } from '../perf/routes';
import { hydrated } from './home-helpers';

// Issue 30 (replacing issue 11's late boot): the app's entry module and its modulepreloads are in
// <head> from the start, so it hydrates as early as the network allows; what a visitor does
// before that is answered or held by the inline event contract (src/boot/eventContract.ts), and
// nothing waits in an inert <template> for the first paint.
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

for (const path of PAGE_KINDS) {
  test(`${path}: the app is asked for from <head> with the event contract in place, and the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('template')).toHaveCount(0);
    await expect(page.locator('head script[type="module"][src^="/assets/"]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-event-contract', '');
    await hydrated(page);
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .map((entry) => new URL(entry.name).pathname)
        .filter((url) => url.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // The full stylesheets are switched on by the app.
    await expect(page.locator('link[data-deferred-css]')).toHaveCount(0);
  });
}
