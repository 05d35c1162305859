import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './home-helpers';
import { PAGE_KINDS } from '../tools/perf/routes';

// The site's copy is set in the two subsets (tools/vite-plugins/font-subset.ts); @fontsource's full files stay
// declared under them for any other character, fetched only when one is drawn. Inter is preloaded
// everywhere, the serif where it is drawn at first paint (tools/prerender/html.ts `serifAtFirstPaint`).

/**
 * The web-font files the page has asked for, without their content hashes. (Each face is declared
 * by the inline critical CSS and by the stylesheet, so a file can be listed twice.)
 */
async function fontFiles(page: Page): Promise<string[]> {
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2'))
      .map((path) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.woff2$/, ''))
      .sort(),
  );
  return [...new Set(files)];
}

for (const path of ['/', '/design-principles', '/404.html']) {
  test(`${path}: the copy is drawn from the two preloaded subsets, no other font file`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    expect(await fontFiles(page)).toEqual([
      'instrument-serif-latin-400-italic-site',
      'inter-latin-site',
    ]);
    // Each face is declared twice (the inline critical CSS and the stylesheet): the ones in use
    // are the subsets, whose range starts with printable ASCII.
    expect(
      await page.evaluate(() => [
        ...new Set(
          [...document.fonts]
            .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
            .map((face) => `${face.family.replace(/"/g, '')} ${face.unicodeRange.split(',')[0]}`),
        ),
      ]),
    ).toEqual(expect.arrayContaining(['Inter Variable U+20-29', 'Instrument Serif U+20']));
  });
}

test('/micro-interactions: the serif, only in the footer, loads when the footer nears the viewport', async ({
  page,
}) => {
  await page.goto('/micro-interactions');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  expect(await fontFiles(page)).toEqual(['inter-latin-site']);
  await page
    .getByRole('heading', { name: 'Let’s make something calm together.' })
    .scrollIntoViewIfNeeded();
  await expect
    .poll(() => fontFiles(page))
    .toEqual(['instrument-serif-latin-400-italic-site', 'inter-latin-site']);
});

// The build decides from the markup; this checks the decision against the laid-out page: a page
// whose first screen shows serif text preloads the serif.
for (const width of [390, 1280]) {
  for (const path of PAGE_KINDS) {
    test(`${path} at ${width} px: the serif is preloaded if the first screen draws it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await hydrated(page);
      const drawsSerif = await page.evaluate(() =>
        [...document.querySelectorAll('body *')].some((element) => {
          if (!/^["']?Instrument Serif/.test(getComputedStyle(element).fontFamily)) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.top < innerHeight && box.bottom > 0;
        }),
      );
      const preloadsSerif = await page
        .locator('link[rel="preload"][as="font"][href*="instrument-serif"]')
        .count();
      if (drawsSerif) expect(preloadsSerif).toBe(1);
    });
  }
}

test('a character outside the subsets still comes from the web font, its full latin file', async ({
  page,
}) => {
  await page.goto('/404.html');
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  const loaded = await page.evaluate(async () => [
    ...new Set(
      (await document.fonts.load('16px "Inter Variable"', 'é')).map((face) => face.unicodeRange),
    ),
  ]);
  expect(loaded).toHaveLength(1);
  expect(loaded[0]).toMatch(/^U\+0-FF,/);
  expect(await fontFiles(page)).toEqual([
    'instrument-serif-latin-400-italic-site',
    'inter-latin-opsz-normal',
    'inter-latin-site',
  ]);
});
