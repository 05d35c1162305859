import { expect, test, type Page } from '@playwright/test';
import { CASE_STUDY_PREFIX } from '../src/routes/paths';
import { caseStudyRoute, homeRoute, routeAt } from '../src/routes/table';
import { skipIntro, hydrated, scrollToY } from './home-helpers';
import { PASSWORD, gatedSlugs } from './routes-helpers';
import { publicPaths } from './static-helpers';

// Every page fits every screen: no route is wider than the viewport, from a small phone to a
// desktop. Phones are emulated as phones (isMobile), where a too-wide page widens the layout
// viewport and the browser shrinks everything to fit, cutting text off at the right edge.
const WIDTHS = [320, 360, 390, 768, 1024, 1440];
const gated = gatedSlugs();
// Every public page but home (loaded first, on its own): the route table's other fixed pages, then
// the case studies' (tools and tests read them as src/routes/public.ts does: ./static-helpers.ts).
const isStudy = (path: string) => routeAt(path).id === caseStudyRoute.id;
const fixedPaths = publicPaths.filter(
  (path) => !isStudy(path) && routeAt(path).id !== homeRoute.id,
);
const studyPaths = publicPaths.filter(isStudy);

interface Fit {
  innerWidth: number;
  /** How much wider the page is than the viewport's content box (a desktop scroll bar aside). */
  pastTheViewport: number;
  /** Elements whose right edge passes the viewport (the gallery strip scrolls inside its own clipped box). */
  overflowing: string[];
}

/** How wide the page is against the viewport, at the top and at the bottom of the page. */
async function fit(page: Page): Promise<Fit[]> {
  const measure = () =>
    page.evaluate((): Fit => {
      const width = document.documentElement.clientWidth;
      const overflowing = [...document.querySelectorAll('body *')]
        .filter((element) => !element.closest('#gallery [role="region"]'))
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map((element) => {
          const name = element.getAttribute('class') ?? '';
          return `<${element.tagName.toLowerCase()} class="${name}"> right ${Math.round(element.getBoundingClientRect().right)}`;
        });
      return {
        innerWidth: window.innerWidth,
        pastTheViewport: Math.max(0, document.documentElement.scrollWidth - width),
        overflowing,
      };
    });
  await scrollToY(page, 0);
  const top = await measure();
  // Sections below the fold lay out only near the viewport (content-visibility): see them too.
  await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
  return [top, await measure()];
}

function expectFits(results: Fit[], width: number, what: string) {
  for (const result of results) {
    expect(result, `${what} at ${width} px`).toEqual({
      innerWidth: width,
      pastTheViewport: 0,
      overflowing: [],
    });
  }
}

/**
 * Phones (emulated as phones) and larger screens each share one set of page loads: every page is
 * loaded once and measured at each width of its group, the window resized as a rotated phone or a
 * dragged desktop window would be. The gated studies are measured locked, then unlocked.
 */
const GROUPS = [
  { name: 'phones', widths: WIDTHS.filter((width) => width < 768), height: 800, phone: true },
  {
    name: 'tablets and desktops',
    widths: WIDTHS.filter((width) => width >= 768),
    height: 900,
    phone: false,
  },
];

for (const group of GROUPS) {
  test.describe(`on ${group.name} (${group.widths.join(', ')} px)`, () => {
    const [first] = group.widths as [number, ...number[]];
    test.use({
      viewport: { width: first, height: group.height },
      isMobile: group.phone,
      hasTouch: group.phone,
    });

    test('every route fits the screen: home, the lazy pages, every case study (locked and unlocked) and the 404', async ({
      page,
    }) => {
      test.setTimeout(90_000); // twelve pages at three widths and three key derivations
      const expectFitsAtEveryWidth = async (what: string) => {
        for (const width of group.widths) {
          await page.setViewportSize({ width, height: group.height });
          expectFits(await fit(page), width, what);
        }
      };
      await skipIntro(page);
      const level1 = page.getByRole('heading', { level: 1 });

      await page.goto('/');
      await hydrated(page);
      await expectFitsAtEveryWidth('/');

      for (const path of [...fixedPaths, '/this-page-does-not-exist']) {
        await page.goto(path);
        await expect(level1).toBeVisible();
        await expectFitsAtEveryWidth(path);
      }

      for (const path of studyPaths) {
        const slug = path.slice(CASE_STUDY_PREFIX.length);
        await page.goto(path);
        await expect(level1).toBeVisible();
        const main = page.getByRole('main');
        const learned = main.getByRole('heading', { level: 2, name: 'What I learned' });
        if (gated.includes(slug)) {
          await expect(main.getByLabel('Password', { exact: true })).toBeVisible();
          // The form answers once hydrated (its button is disabled until then).
          await expect(main.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
          await expectFitsAtEveryWidth(`${path} (locked)`);
          await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
          await main.getByLabel('Password', { exact: true }).press('Enter');
          await expect(learned).toBeVisible({ timeout: 10_000 });
          await expectFitsAtEveryWidth(`${path} (unlocked)`);
        } else {
          await expect(learned).toBeAttached();
          await expectFitsAtEveryWidth(path);
        }
      }
    });
  });
}
