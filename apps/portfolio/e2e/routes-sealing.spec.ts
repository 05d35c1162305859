import { expect, test, type Page } from '@playwright/test';
import { sealingConfig } from '../tools/vite-plugins/seal-studies';
import { hydrated, skipIntro } from './home-helpers';
import { PASSWORD } from './routes-helpers';

const devSealed = sealingConfig().devSealed;
const RIBBON_TEXT = 'development build, case studies use the public development password';

/** The ribbon's box and the footer's bottom, once scrolled to the end of the page. */
async function ribbonAtTheEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(
    () => Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
  );
  return page.evaluate(() => {
    const ribbon = document.querySelector('aside[aria-label="Development build"]')!;
    const footer = [...document.querySelectorAll('footer')].at(-1)!;
    return {
      ribbonTop: ribbon.getBoundingClientRect().top,
      ribbonBottom: ribbon.getBoundingClientRect().bottom,
      footerBottom: footer.getBoundingClientRect().bottom,
      viewport: window.innerHeight,
    };
  });
}

test.describe('the development-build ribbon', () => {
  test.skip(!devSealed, 'the site in dist/ is sealed with a real password: no ribbon to show');

  for (const theme of ['dark', 'light'] as const)
    test(`shows on every page, readable, in the ${theme} theme, without hiding the footer`, async ({
      page,
    }) => {
      await skipIntro(page);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const path of ['/', '/case-study/climatix-ic', '/micro-interactions', '/no-such-page']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const ribbon = page.getByRole('complementary', { name: 'Development build' });
        await expect(ribbon).toHaveText(RIBBON_TEXT);
        // In view at the top of the page (sticky to the bottom edge of the viewport).
        await expect(ribbon).toBeInViewport();
        const colors = await ribbon.evaluate((element) => {
          const style = getComputedStyle(element);
          return [style.color, style.backgroundColor];
        });
        expect(colors[0], path).not.toBe(colors[1]);
        const end = await ribbonAtTheEnd(page);
        expect(end.footerBottom, `${path}: the footer ends above the ribbon`).toBeLessThanOrEqual(
          end.ribbonTop + 1,
        );
        expect(end.ribbonBottom).toBeLessThanOrEqual(end.viewport + 1);
      }
    });

  test('shows without JavaScript and at a phone width', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/case-study/skill-league');
    const ribbon = page.getByRole('complementary', { name: 'Development build' });
    await expect(ribbon).toHaveText(RIBBON_TEXT);
    await expect(ribbon).toBeInViewport();
    const box = (await ribbon.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(360);
    await context.close();
  });
});

test.describe('Lock on an unlocked case study', () => {
  test('forgets the key for this tab and shows the locked page again, also after a reload', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/case-study/climatix-ic');
    const field = page.getByLabel('Password', { exact: true });
    await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
    await field.fill(PASSWORD);
    await field.press('Enter');
    const outcome = page.getByRole('heading', { level: 2, name: 'Outcome' });
    await expect(outcome).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('caseStudyKey:climatix-ic'))).not.toBe(
      null,
    );

    await page.getByRole('button', { name: 'Lock case study' }).click();
    await expect(outcome).toHaveCount(0);
    await expect(field).toBeFocused();
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('caseStudyKey:climatix-ic'),
        sessionStorage.getItem('caseStudyAccess:climatix-ic'),
      ]),
    ).toEqual([null, null]);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toHaveCount(0);
  });
});
