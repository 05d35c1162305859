import { expect, test, type Page } from '@playwright/test';
import { hydrated, loadPlayground, skipIntro } from './home-helpers';
import { PAGE_KINDS } from '../tools/perf/routes';

// The site's copy is set in the two subsets (tools/vite-plugins/font-subset.ts); @fontsource's full files stay
// declared under them for any other character (a page's own in its critical CSS, the rest when it
// needs them: src/fonts/moreFaces.ts), fetched only when one is drawn. Inter is preloaded
// everywhere, the serif where it is drawn at first paint (tools/prerender/html.ts `serifAtFirstPaint`).

/** The web-font files the page has asked for, without their content hashes. */
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
    // The faces in use are the subsets, whose range starts with printable ASCII.
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

/** The Inter faces the page declares: its inline critical CSS's, and the faces' stylesheet's once added. */
const interFaces = (page: Page) =>
  page.evaluate(
    () =>
      [...document.fonts].filter((face) => face.family.replace(/"/g, '') === 'Inter Variable')
        .length,
  );

// The full stylesheet declares no face (tools/vite-plugins/font-faces-apart.ts): declared again as
// it was switched on, Chromium resolved every element's font again and laid out all text. The
// other faces come when a page may show a character its own lack (src/fonts/moreFaces.ts).
test("/: the full stylesheet adds no face; a character typed outside the page's faces brings them all, from the web font", async ({
  page,
}) => {
  await skipIntro(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('link[data-deferred-css]')).toHaveCount(0);
  const inline = await page.evaluate(
    () =>
      (/<style>([\s\S]*?)<\/style>/.exec(document.documentElement.outerHTML)?.[1] ?? '').match(
        /@font-face\{[^}]*font-family:"?Inter Variable/g,
      )?.length ?? 0,
  );
  expect(inline).toBeGreaterThan(0);
  expect(await interFaces(page)).toBe(inline);
  await expect(page.locator('link[data-font-faces]')).toHaveCount(0);

  await loadPlayground(page);
  const password = page.locator('#playground').getByLabel('Password', { exact: true });
  await password.pressSequentially('Tr0ub4dor');
  await expect(page.locator('link[data-font-faces]')).toHaveCount(0);
  await password.pressSequentially('é');
  await expect(page.locator('link[data-font-faces]')).toHaveCount(1);
  // Inter's Cyrillic, Greek, Vietnamese, Latin Extended and Latin files join the page's.
  await expect.poll(() => interFaces(page)).toBeGreaterThan(inline + 3);
  const loaded = await page.evaluate(async () => [
    ...new Set(
      (await document.fonts.load('16px "Inter Variable"', 'é')).map((face) => face.unicodeRange),
    ),
  ]);
  expect(loaded).toHaveLength(1);
  expect(loaded[0]).toMatch(/^U\+0-FF,/);
  expect(await fontFiles(page)).toContain('inter-latin-opsz-normal');
});

test("a client navigation brings every face: the next page's characters may be outside the first's", async ({
  page,
}) => {
  await skipIntro(page);
  await page.goto('/');
  await hydrated(page);
  const inline = await interFaces(page);
  await expect(page.locator('link[data-font-faces]')).toHaveCount(0);
  await page.locator('a[href="/case-study/cred-wealth"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /CRED Wealth/i })).toBeVisible();
  await expect(page.locator('link[data-font-faces]')).toHaveCount(1);
  await expect.poll(() => interFaces(page)).toBeGreaterThan(inline + 3);
});
