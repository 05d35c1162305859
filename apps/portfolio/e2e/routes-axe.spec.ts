import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { designPrinciplesRoute, homeRoute, notFoundRoute, routeAt } from '../src/routes/table';
import { sampleStudyPage } from '../tools/perf/routes';
import { hydrated, revealHeader } from './home-helpers';
import { PASSWORD } from './routes-helpers';
import { publicPages } from './static-helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Every public page and the 404 page, each with the h1 it shows: its card's title (the route
 * table's, or the case study's front matter's); null for home, whose h1 is the hero's headline.
 */
const ROUTES = [
  ...publicPages.map(({ path, cardTitle }) => ({
    path,
    heading: routeAt(path).id === homeRoute.id ? null : cardTitle,
  })),
  { path: '/no-such-page', heading: notFoundRoute.meta.cardTitle },
];

/** Finishes the colour transitions a theme switch starts (the page's endless animations run on). */
async function finishTransitions(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition) animation.finish();
  });
}

/**
 * Checks the page in the light theme it was loaded with (from storage), then presses the header's
 * theme toggle as a visitor would and checks it again in dark: one load serves both themes.
 * A theme switch starts colour transitions; they are finished so contrast is read where it ends.
 */
async function expectNoViolationsInBothThemes(page: Page, include?: string) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expectNoViolations(page, include);
  await hydrated(page);
  // The header hides while the page is scrolled down; at the top it is back in reach.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  await expect(toggle).toBeInViewport();
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await finishTransitions(page);
  await expectNoViolations(page, include);
}

test.describe('axe, WCAG 2.2 AA, light theme (stored) then dark (toggled)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      // Once per tab, as a visitor's stored choice: the toggle's press must not be undone on load.
      if (sessionStorage.getItem('axe-theme-set')) return;
      sessionStorage.setItem('axe-theme-set', 'true');
      localStorage.setItem('theme', 'light');
      sessionStorage.setItem('prequoteShown', 'true');
    });
  });

  for (const route of ROUTES) {
    test(`${route.path} has no violations`, async ({ page }) => {
      await page.goto(route.path);
      const heading =
        route.heading === null
          ? page.getByRole('heading', { level: 1 })
          : page.getByRole('heading', { level: 1, name: route.heading });
      await expect(heading).toBeVisible();
      await expectNoViolationsInBothThemes(page);
    });
  }

  test('an unlocked gated case study and its figures have no violations', async ({ page }) => {
    // The gated study with the most figures (perf's sample page of its kind).
    await page.goto(sampleStudyPage(true).path);
    // The form answers once hydrated (its button is disabled until then).
    await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoViolationsInBothThemes(page);
  });

  test('the password modal, with an error showing, has no violations', async ({ page }) => {
    await page.goto('/#projects');
    await hydrated(page);
    // The modal makes the page behind it inert: it is checked in light, closed, the theme
    // toggled, then opened and checked again in dark.
    for (const theme of ['light', 'dark'] as const) {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page
        .locator('#project-climatix-ic')
        .getByRole('button', { name: /Case study/ })
        .click();
      const dialog = page.getByRole('dialog', { name: /Climatix IC/ });
      await dialog.getByLabel('Password', { exact: true }).fill('wrong password');
      await dialog.getByLabel('Password', { exact: true }).press('Enter');
      await expect(dialog.getByRole('link', { name: 'Ping me on LinkedIn' })).toBeVisible({
        timeout: 10_000,
      });
      await finishTransitions(page);
      await expectNoViolations(page, 'dialog');
      if (theme === 'dark') break;
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await revealHeader(page);
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    }
  });

  test('the error page has no violations', async ({ page }) => {
    // The error page has no header and so no toggle: the visitor's stored theme changes and the
    // page is reloaded (the chunk still fails), once per theme.
    await page.route('**/assets/DesignPrinciplesPage-*.js', (route) => route.abort('failed'));
    await page.goto(designPrinciplesRoute.meta.path);
    const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
    for (const theme of ['light', 'dark'] as const) {
      if (theme === 'dark') {
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await page.reload();
      }
      await expect(heading).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectNoViolations(page);
    }
  });
});
