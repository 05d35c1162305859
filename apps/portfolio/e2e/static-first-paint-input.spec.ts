import { expect, test, type Page } from '@playwright/test';
import { designer } from '../src/content/site';
import { hydrated, skipIntro } from './home-helpers';
import { PASSWORD } from './routes-helpers';
import { REGIONS } from '../src/layout/offScreenRegions';

/*
 * Issue 30: a page answers from the moment it paints. Each test holds every script of the app
 * (so it acts before hydration, whatever the machine's speed), acts the moment the first paint is
 * reported, and waits for the effect: at once for what the inline event contract does itself
 * (theme, menu, links), or once the held scripts are let through for what it replays (Email,
 * Case study, the unlock form). src/boot/eventContract.ts
 */

/** Holds the app's scripts (or the assets `files` matches) until the returned function is called. */
async function holdApp(page: Page, files = /\/assets\/[^/]+\.js$/): Promise<() => Promise<void>> {
  let holding = true;
  const held: (() => Promise<void>)[] = [];
  await page.route(files, (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  return async () => {
    holding = false;
    for (const release of held.splice(0)) await release();
  };
}

/** Opens `path` and returns as soon as the page reports its first contentful paint. */
async function atFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    null,
    { polling: 'raf' },
  );
}

const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

test.describe('at first paint, before the app has hydrated', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test('the theme toggle flips the theme at once, and the app keeps it', async ({ page }) => {
    const release = await holdApp(page);
    await atFirstPaint(page, '/');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

    await release();
    await hydrated(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('Menu opens the menu at once (390 px), and the app takes it over when it arrives', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdApp(page);
    await atFirstPaint(page, '/micro-interactions');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await isHydrated(page)).toBe(false);

    await release();
    await hydrated(page);
    // Handed over: still open, now the app's (Close runs its handler and focus goes back).
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  // Per page, the regions below a 390 × 844 phone's first screen (all of them skip the frame).
  for (const { path, below } of [
    { path: '/', below: ['experiments', 'playground'] },
    { path: '/micro-interactions', below: ['progress-indicator', 'pricing-calculator'] },
    { path: '/design-principles', below: ['subtract-first', 'design-for-the-tired-user'] },
  ])
    for (const control of ['Switch to light theme', 'Menu']) {
      test(`${path}: ${control} restyles only the regions on screen in its frame (390 px); those below come back right after, in place`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        // The full stylesheets too: until they come, the critical CSS keeps the parts it leaves to
        // them from rendering (tools/prerender/critical-css.ts, hideUntilStyled).
        await holdApp(page, /\/assets\/[^/]+\.(js|css)$/);
        await atFirstPaint(page, path);
        await expect(page.getByRole('button', { name: control })).toBeVisible();
        const result = await page.evaluate(
          async ([name, selector]: [string, string]) => {
            const regions = [...document.querySelectorAll<HTMLElement>(selector)];
            const skipped = () =>
              regions
                .filter((region) => getComputedStyle(region).contentVisibility === 'hidden')
                .map((region) => region.id);
            const boxes = () =>
              regions.map((region) => {
                const { top, height } = region.getBoundingClientRect();
                return { id: region.id, top: Math.round(top), height: Math.round(height) };
              });
            const button = [...document.querySelectorAll('button')].find(
              (candidate) =>
                (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
            )!;
            const before = { skipped: skipped(), boxes: boxes() };
            button.click();
            // The press's frame, before it is painted.
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const inFrame = { skipped: skipped(), boxes: boxes() };
            await new Promise((resolve) => setTimeout(resolve, 0));
            await new Promise((resolve) => requestAnimationFrame(resolve));
            return {
              before,
              inFrame,
              after: { skipped: skipped(), boxes: boxes() },
              hydrated: document.documentElement.hasAttribute('data-hydrated'),
            };
          },
          [control, REGIONS] as [string, string],
        );
        expect(result.hydrated).toBe(false);
        // What is on screen switches; every region below the fold sits out the press's frame.
        expect(result.inFrame.skipped).not.toContain('home');
        expect(result.inFrame.skipped).toEqual(
          expect.arrayContaining([...result.before.skipped, ...below]),
        );
        expect(result.inFrame.boxes).toEqual(result.before.boxes);
        expect(result.after).toEqual(result.before);
        if (control === 'Menu')
          await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
        else await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      });
    }

  test('Close and Escape close the menu before the app arrives', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await holdApp(page);
    await atFirstPaint(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await menu.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await menu.click();
    await dialog.getByRole('link', { name: /Projects/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#projects')).toBeInViewport();
  });

  test('the hero links bring their sections into view', async ({ page }) => {
    await holdApp(page);
    await atFirstPaint(page, '/');
    await page.getByRole('main').getByRole('link', { name: 'Projects' }).click();
    await expect(page.locator('#projects')).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('main').getByRole('link', { name: 'Experiments' }).click();
    await expect(page.locator('#experiments')).toBeInViewport();
  });

  test('the nav links jump to their section, and lead to home from another page', async ({
    page,
  }) => {
    await holdApp(page);
    await atFirstPaint(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page.locator('#gallery')).toBeInViewport();
    expect(await isHydrated(page)).toBe(false);

    await atFirstPaint(page, '/design-principles');
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/#projects$/);
    await expect(page.locator('#projects')).toBeInViewport();
  });

  test('a jump to a part the critical CSS leaves out (the gallery) finds it styled, without the app', async ({
    page,
  }) => {
    await holdApp(page);
    await atFirstPaint(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Gallery' })
      .click();
    // The full stylesheet, added after the first paint, shows it (tools/prerender/critical-css.ts).
    const strip = page.getByRole('region', { name: 'Photo strip' });
    await expect(strip).toBeInViewport();
    const photo = strip.getByRole('img').first();
    await expect(photo).toBeVisible();
    // Styled: the strip's photos are 224–533 px wide, not their 1080 px files' width.
    expect((await photo.boundingBox())!.width).toBeLessThan(600);
    expect(await isHydrated(page)).toBe(false);
  });

  test('Email copies the address and shows the toast once the app arrives', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const release = await holdApp(page);
    await atFirstPaint(page, '/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Email' }).click();
    expect(await isHydrated(page)).toBe(false);

    await release();
    await expect(page.getByRole('status').filter({ hasText: 'Email copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(designer.email);
  });

  for (const how of ['mouse', 'Enter'] as const) {
    test(`Case study opens the password modal (${how})`, async ({ page }) => {
      const release = await holdApp(page);
      await atFirstPaint(page, '/');
      const trigger = page
        .locator('#project-climatix-ic')
        .getByRole('button', { name: /Case study/ });
      if (how === 'mouse') await trigger.click();
      else {
        await trigger.focus();
        await page.keyboard.press('Enter');
      }
      expect(await isHydrated(page)).toBe(false);
      // Held, not followed: the page stays where it is.
      expect(new URL(page.url()).pathname).toBe('/');

      await release();
      const dialog = page.getByRole('dialog', { name: /Climatix IC/ });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    });
  }

  test("a demo's first press (Start Process) runs once the app arrives", async ({ page }) => {
    const release = await holdApp(page);
    await atFirstPaint(page, '/micro-interactions');
    await page.getByRole('button', { name: 'Start Process' }).click();
    expect(await isHydrated(page)).toBe(false);

    await release();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
  });

  test("the pricing demo's first inputs (an add-on, then a plan, then the team-size slider by key) count once the app arrives", async ({
    page,
    browser,
  }) => {
    const act = async (on: Page) => {
      // The add-on's press is held and replayed; the plan's radio changes natively at once.
      await on.getByRole('switch', { name: 'API Access' }).click();
      await on.getByRole('radio', { name: 'Professional' }).click();
      await on.getByRole('slider', { name: 'Team size' }).focus();
      await on.keyboard.press('ArrowRight');
    };
    const total = async (on: Page) =>
      (await on.getByRole('status', { name: /Total/ }).textContent()) ?? '';
    // The same inputs on a page that has hydrated give the total to expect.
    const reference = await browser.newPage();
    await skipIntro(reference);
    await reference.goto('/micro-interactions');
    await hydrated(reference);
    const before = await total(reference);
    await act(reference);
    // The demo may hydrate after the page's mark: its press is then held and replayed (the switch
    // turns on last of the three).
    await expect(reference.getByRole('switch', { name: 'API Access' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(reference.getByRole('slider', { name: 'Team size' })).toHaveValue('6');
    const expected = await total(reference);
    expect(expected).not.toBe(before);
    await reference.close();

    const release = await holdApp(page);
    await atFirstPaint(page, '/micro-interactions');
    await act(page);
    expect(await isHydrated(page)).toBe(false);
    await release();
    await hydrated(page);
    // Native controls: the browser changes them at once, and React reads them as it hydrates.
    await expect(page.getByRole('status', { name: /Total/ })).toHaveText(expected);
    await expect(page.getByRole('switch', { name: 'API Access' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('a gated study unlocks with a password filled and submitted with Enter before the app arrives', async ({
    page,
  }) => {
    test.setTimeout(60_000); // one key derivation in the browser
    const release = await holdApp(page);
    await atFirstPaint(page, '/case-study/climatix-ic');
    const main = page.getByRole('main');
    const field = main.getByLabel('Password', { exact: true });
    await field.fill(PASSWORD);
    await field.press('Enter');
    expect(await isHydrated(page)).toBe(false);
    await expect(field).toHaveValue(PASSWORD);

    await release();
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(field).toHaveCount(0, { timeout: 20_000 });
  });
});

test.describe('after the page is ready, before a demo has hydrated', () => {
  test.beforeEach(async ({ page }) => {
    await skipIntro(page);
  });

  test("a demo's first press after the page is ready but before the demo's own chunk has come (the add-on switch) counts once it arrives", async ({
    page,
  }) => {
    // Holds the package's chunk alone (the one that has the demos' copy): the page hydrates and is
    // marked ready, its demos stay prerendered markup until the chunk comes.
    let holding = true;
    const held: (() => Promise<void>)[] = [];
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (holding && body.includes('Team size')) held.push(() => route.fulfill({ response, body }));
      else await route.fulfill({ response, body });
    });
    await page.goto('/micro-interactions');
    await hydrated(page);
    const addOn = page.getByRole('switch', { name: 'API Access' });
    await expect(addOn).toHaveAttribute('aria-checked', 'false');
    const before = await page.getByRole('status', { name: /Total/ }).textContent();
    await addOn.click();
    await expect.poll(() => held.length).toBe(1);
    await expect(addOn).toHaveAttribute('aria-checked', 'false');

    holding = false;
    for (const release of held.splice(0)) await release();
    await expect(addOn).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('status', { name: /Total/ })).not.toHaveText(before ?? '');
  });
});

test.describe('at first paint, the unlock form', () => {
  test('a password typed key by key and submitted with Enter before the app arrives unlocks the study', async ({
    page,
  }) => {
    test.setTimeout(60_000); // one key derivation in the browser
    await skipIntro(page);
    const release = await holdApp(page);
    await atFirstPaint(page, '/case-study/climatix-ic');
    const main = page.getByRole('main');
    const field = main.getByLabel('Password', { exact: true });
    await field.pressSequentially(PASSWORD);
    await page.keyboard.press('Enter');
    expect(await isHydrated(page)).toBe(false);

    await release();
    await expect(field).toHaveCount(0, { timeout: 20_000 });
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero links bring their sections into view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/#projects$/);
    await expect(page.locator('#projects')).toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'Experiments' }).click();
    await expect(page).toHaveURL(/#experiments$/);
    await expect(page.locator('#experiments')).toBeInViewport();
  });
});
