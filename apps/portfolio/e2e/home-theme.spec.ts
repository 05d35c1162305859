import { expect, test, type Page } from '@playwright/test';
import { skipIntro, hydrated } from './home-helpers';
import { REGIONS } from '../src/layout/offScreenRegions';

/**
 * Home, hydrated, with the theme switch's chunk loaded (the toggle loads it once hydrated; a press
 * before then flips as one before hydration does), and its toggle.
 */
async function homeToggle(page: Page) {
  await skipIntro(page);
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return page.getByRole('button', { name: 'Switch to light theme' });
}

test('dark by default; the toggle flips the theme and it survives a reload', async ({ page }) => {
  await skipIntro(page);
  await page.goto('/');
  await hydrated(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const background = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const dark = await background();

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect.poll(background).not.toBe(dark);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the intro overlay is light in dark mode and dark in light mode', async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/');
  await hydrated(page);
  const overlay = page.locator('blockquote').locator('xpath=../..');
  const luminance = () =>
    overlay.evaluate((element) => {
      const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number);
      return (r! + g! + b!) / 3;
    });
  expect(await luminance()).toBeGreaterThan(200);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  expect(await luminance()).toBeLessThan(60);
});

test('a theme switch shows the new colours at once: no colour fade is started, the sun/moon icon turns', async ({
  page,
}) => {
  const toggle = await homeToggle(page);
  // Pressed without a pointer over the page (a hover would start the button's own fade), and read
  // in the same task: what is running when the switch is first painted. Then the transition
  // events up to the frame after it: a fade started and finished at once still fires its events
  // in the switch's frame, and restyles its element again.
  const { running, events } = await toggle.evaluate(async (button: HTMLElement) => {
    const seen: string[] = [];
    for (const type of ['transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'])
      addEventListener(type, (event) => seen.push((event as TransitionEvent).propertyName), true);
    button.click();
    const runningNow = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSTransition).transitionProperty)
      .filter(Boolean);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { running: runningNow, events: seen };
  });
  const colours = (properties: string[]) =>
    properties.filter((property) => /color|background|border|fill|stroke|shadow/.test(property));
  expect(colours(running)).toEqual([]);
  expect(colours(events)).toEqual([]);
  expect(running).toEqual(expect.arrayContaining(['transform', 'opacity']));
  expect(events).toEqual(expect.arrayContaining(['transform', 'opacity']));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme-switching');
});

test('a theme switch recolours what is on screen in its frame and the sections off screen right after, with no box moving', async ({
  page,
}) => {
  const toggle = await homeToggle(page);
  const result = await toggle.evaluate(async (button: HTMLElement, selector: string) => {
    const regions = [...document.querySelectorAll<HTMLElement>(selector)];
    const boxes = () =>
      regions.map((region) => {
        const { top, height } = region.getBoundingClientRect();
        return { id: region.id, top: Math.round(top), height: Math.round(height) };
      });
    const skipped = () =>
      regions
        .filter((region) => getComputedStyle(region).contentVisibility === 'hidden')
        .map((region) => region.id);
    const onScreen = () =>
      regions
        .filter((region) => {
          const { top, bottom } = region.getBoundingClientRect();
          return bottom > 0 && top < innerHeight;
        })
        .map((region) => region.id);
    const colours: string[] = [];
    for (const type of ['transitionrun', 'transitionstart', 'transitionend', 'transitioncancel'])
      addEventListener(type, (event) => {
        const property = (event as TransitionEvent).propertyName;
        if (/color|background|border|fill|stroke|shadow/.test(property)) colours.push(property);
      });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const task = () => new Promise((resolve) => setTimeout(resolve, 0));
    const heading = document.querySelector('#experiments h2')!;
    const headingBefore = getComputedStyle(heading).color;
    const before = boxes();
    button.click();
    // The switch's frame, before it is painted.
    await frame();
    const holding = () => document.documentElement.hasAttribute('data-theme-switching');
    // The hero's grid (::before) and glow (::after).
    const hero = document.getElementById('home')!;
    const art = () =>
      ['::before', '::after'].map((pseudo) => getComputedStyle(hero, pseudo).visibility);
    const inFrame = {
      skipped: skipped(),
      onScreen: onScreen(),
      boxes: boxes(),
      holding: holding(),
      art: art(),
    };
    await task();
    await frame();
    await frame();
    return {
      before,
      headingBefore,
      inFrame,
      after: { skipped: skipped(), boxes: boxes(), holding: holding(), art: art() },
      colours,
      headingColour: getComputedStyle(heading).color,
    };
  }, REGIONS);
  // At 1280 × 800 the sections content-visibility renders below the fold are skipped for the frame;
  // nothing on screen is.
  expect(result.inFrame.skipped).toEqual(expect.arrayContaining(['experiments', 'playground']));
  expect(result.inFrame.onScreen).toContain('home');
  for (const id of result.inFrame.onScreen) expect(result.inFrame.skipped).not.toContain(id);
  expect(result.inFrame.boxes).toEqual(result.before);
  // The site's fades are still held off in that frame: the hold comes off in the task after it,
  // so the restyle of the hold-off rules' elements is not in the frame a person waits for.
  expect(result.inFrame.holding).toBe(true);
  // The hero's art sits out that frame (every tile under it would be rastered again) and is back
  // in the next.
  expect(result.inFrame.art).toEqual(['hidden', 'hidden']);
  expect(result.after.art).toEqual(['visible', 'visible']);
  // Right after it, every section is rendered in the new theme, where it was, with no fade.
  expect(result.after.skipped).toEqual([]);
  expect(result.after.boxes).toEqual(result.before);
  expect(result.after.holding).toBe(false);
  expect(result.headingColour).not.toBe(result.headingBefore);
  expect(result.colours).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a scroll or a second press right after a switch renders the skipped sections at once', async ({
  page,
}) => {
  const toggle = await homeToggle(page);
  const result = await toggle.evaluate(async (button: HTMLElement, selector: string) => {
    const skipped = () =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((region) => getComputedStyle(region).contentVisibility === 'hidden')
        .map((region) => region.id);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const heading = document.querySelector('#experiments h2')!;
    const dark = getComputedStyle(heading).color;
    button.click();
    const afterPress = skipped();
    // The scroll's event comes in the next frame's steps, before its animation callbacks.
    scrollBy(0, 600);
    await frame();
    const afterScroll = skipped();
    scrollTo(0, 0);
    await frame();
    const light = getComputedStyle(heading).color;
    button.click();
    button.click();
    return {
      afterPress,
      afterScroll,
      afterTwoPresses: skipped(),
      theme: document.documentElement.getAttribute('data-theme'),
      dark,
      light,
      headingColour: getComputedStyle(heading).color,
    };
  }, REGIONS);
  expect(result.afterPress).toContain('experiments');
  expect(result.afterScroll).toEqual([]);
  // The second press shows what the first skipped, then skips what is off screen again: each
  // section below is in the theme the page is in once it is rendered.
  expect(result.afterTwoPresses).toContain('experiments');
  expect(result.theme).toBe('light');
  expect(result.light).not.toBe(result.dark);
  expect(result.headingColour).toBe(result.light);
});
