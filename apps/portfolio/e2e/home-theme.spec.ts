import { expect, test } from '@playwright/test';
import { skipIntro, hydrated } from './home-helpers';

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
  await skipIntro(page);
  await page.goto('/');
  await hydrated(page);
  const toggle = page.getByRole('button', { name: 'Switch to light theme' });
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
