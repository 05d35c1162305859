import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD } from './routes-helpers';

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

const ROUTES = [
  { path: '/', heading: null },
  { path: '/micro-interactions', heading: 'Micro-interactions' },
  { path: '/design-principles', heading: 'Design principles' },
  { path: '/case-study/cred-wealth', heading: 'CRED Wealth' },
  { path: '/case-study/moco-prompts', heading: 'MoCo Prompts' },
  { path: '/case-study/climatix-ic', heading: 'Climatix IC' },
  { path: '/case-study/skill-league', heading: 'Skill League' },
  { path: '/case-study/be-automation', heading: 'BE Automation' },
  { path: '/no-such-page', heading: 'Lost in the grid.' },
];

for (const theme of ['dark', 'light'] as const) {
  test.describe(`axe, WCAG 2.2 AA, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('theme', value);
        sessionStorage.setItem('prequoteShown', 'true');
      }, theme);
    });

    for (const route of ROUTES) {
      test(`${route.path} has no violations`, async ({ page }) => {
        await page.goto(route.path);
        const heading =
          route.heading === null
            ? page.getByRole('heading', { level: 1 })
            : page.getByRole('heading', { level: 1, name: route.heading });
        await expect(heading).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await expectNoViolations(page);
      });
    }

    test('an unlocked gated case study and its figures have no violations', async ({ page }) => {
      await page.goto('/case-study/climatix-ic');
      // The form answers once hydrated (its button is disabled until then).
      await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible({
        timeout: 10_000,
      });
      await expectNoViolations(page);
    });

    test('the password modal, with an error showing, has no violations', async ({ page }) => {
      await page.goto('/#projects');
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
      await expectNoViolations(page, 'dialog');
    });

    test('the error page has no violations', async ({ page }) => {
      await page.route('**/assets/DesignPrinciplesPage-*.js', (route) => route.abort('failed'));
      await page.goto('/design-principles');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
      ).toBeVisible({ timeout: 15_000 });
      await expectNoViolations(page);
    });
  });
}
