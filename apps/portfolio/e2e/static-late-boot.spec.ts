import { expect, test } from '@playwright/test';
import { PAGE_KINDS } from '../tools/perf/routes';
import { hydrated } from './home-helpers';

// Issue 11: the first paint needs the HTML (and the preloaded latin fonts) and nothing else. The
// app — entry module, its modulepreloads and the full stylesheets — is asked for after the first
// contentful paint (tools/prerender/late-boot.ts), and it still hydrates the page. Issue 30: what a
// visitor does before that is answered or held by the inline event contract, installed in <head>
// before the first paint (src/boot/eventContract.ts; e2e/static-first-paint-input.spec.ts).
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

for (const path of PAGE_KINDS) {
  test(`${path}: the script and the stylesheets are asked for after the first paint, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-event-contract', '');
    await hydrated(page);
    const timeline = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\.(js|css)(\?|$)/.test(entry.name))
        .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
      return { fcp, requests };
    });
    expect(timeline.fcp).toBeGreaterThan(0);
    expect(timeline.requests.some(({ url }) => url.endsWith('.js'))).toBe(true);
    expect(timeline.requests.some(({ url }) => url.endsWith('.css'))).toBe(true);
    expect(
      timeline.requests.filter(({ start }) => start < timeline.fcp),
      'script or stylesheet requests started before the first contentful paint',
    ).toEqual([]);
    // The template's tags moved into <head>: the full stylesheets are on.
    await expect(page.locator('link[data-deferred-css]')).toHaveCount(0);
  });
}
