import { expect, test } from '@playwright/test';
import { recordLayoutShifts } from './static-helpers';

// On a phone-sized screen, the element of the largest contentful paint is never a lazy image,
// and nothing shifts while the page loads.
test.use({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

for (const path of ['/', '/micro-interactions', '/case-study/cred-wealth', '/404.html']) {
  test(`${path}: the largest contentful paint is not a lazy image, and no layout shift`, async ({
    page,
  }) => {
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const lcp = await page.evaluate(
      () =>
        new Promise<{ tag: string; loading: string | null; text: string }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & {
              element?: Element | null;
            })[];
            const element = entries.at(-1)?.element ?? null;
            resolve({
              tag: element?.tagName ?? 'none',
              loading: element?.getAttribute('loading') ?? null,
              text: (element?.textContent ?? '').slice(0, 60),
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp.tag).not.toBe('none');
    // Reserved sizes (image dimensions, demo placeholders, metric-matched font fallbacks): nothing
    // moved while the page loaded, its fonts swapped in and it hydrated.
    await page.evaluate(() => document.fonts.ready);
    const shifts = await layoutShifts();
    expect(shifts).toEqual([]);
    if (lcp.tag === 'IMG') expect(lcp.loading).not.toBe('lazy');
    test.info().annotations.push({ type: 'LCP element', description: `${lcp.tag} ${lcp.text}` });
  });
}
