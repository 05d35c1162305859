// The three demos, the 404 page, narrow screens and axe, in every engine.
import { pageMessages } from '@portfolio/core';
import {
  axeViolations,
  expect,
  hydrated,
  isVisible,
  mediaPreferences,
  skipIntro,
  test,
  openHydrated,
} from './fixtures';
import { PAGE_KINDS } from '../tools/perf/routes';
import type { Query } from './drivers';

const section = (name: string): Query => ({ role: 'region', name });

test('the three demos answer to a visitor on /micro-interactions', async ({ tab }) => {
  await tab.goto('/micro-interactions');
  await hydrated(tab);
  const form = section('Smart Form Validation');
  await tab.click({ label: 'Password', within: form });
  await tab.type('abc');
  await tab.press('Tab');
  await expect.poll(() => tab.on({ text: /Weak/, within: form }, isVisible)).toBe(true);

  const progress = section('Contextual Progress Indicator');
  await tab.click({ role: 'button', name: 'Start Process', within: progress });
  await expect.poll(() => tab.count({ role: 'progressbar', within: progress })).toBeGreaterThan(0);

  const pricing = section('Dynamic Pricing Calculator');
  const total = () => tab.on({ role: 'status', within: pricing }, (status) => status.textContent);
  const before = await total();
  await tab.click({ role: 'radio', name: 'Professional', within: pricing });
  await expect
    .poll(() =>
      tab.on(
        { role: 'radio', name: 'Professional', within: pricing },
        (radio) =>
          (radio as HTMLInputElement).checked || radio.getAttribute('aria-checked') === 'true',
      ),
    )
    .toBe(true);
  await expect.poll(total).not.toBe(before);
});

test('an unknown path is the 404 page, and Back to Home leads home', async ({ tab }) => {
  await tab.goto('/no/such/page');
  await expect
    .poll(() => tab.on({ role: 'heading', level: 1, name: pageMessages.notFoundTitle }, isVisible))
    .toBe(true);
  expect(await tab.on({ text: pageMessages.notFoundBody }, isVisible)).toBe(true);
  expect(
    await tab.on({ role: 'link', name: pageMessages.exploreProjects }, (link) =>
      link.getAttribute('href'),
    ),
  ).toBe('/#projects');
  await hydrated(tab);
  await tab.click({ role: 'button', name: pageMessages.backToHome });
  await expect.poll(() => tab.url()).toMatch(/:\d+\/$/);
});

test('with reduced motion, a hero link reaches its section at once (no smooth scroll)', async ({
  preferringTab: tab,
}) => {
  await openHydrated(tab, '/');
  // The browser was started with the setting (each engine its own way: engines/drivers.ts).
  expect(await mediaPreferences(tab)).toEqual({ reducedMotion: true, dark: true });
  // Every scroll position the page passes through on the way: one for a jump, many for a glide.
  await tab.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { scrolledThrough: number[] }).scrolledThrough = seen;
    addEventListener('scroll', () => seen.push(Math.round(window.scrollY)));
  });
  await tab.click({ role: 'link', name: 'Projects', within: { role: 'main' } });
  await expect
    .poll(() =>
      tab.evaluate(() =>
        Math.round(Math.abs(document.getElementById('projects')!.getBoundingClientRect().top)),
      ),
    )
    .toBe(0);
  // The section is in place; its scroll event comes with the next frame (WebKit reports the new
  // position before it dispatches the event), so wait for it before counting the stops.
  const positions = () =>
    tab.evaluate(() => [
      ...new Set((window as unknown as { scrolledThrough: number[] }).scrolledThrough),
    ]);
  await expect.poll(positions).not.toHaveLength(0);
  expect(await positions()).toHaveLength(1);
});

/** One page of each kind the route table declares (perf's sample pages, the 404 page's file included). */
const ROUTES = PAGE_KINDS;

test('no page scrolls sideways at 360 px', async ({ tab }) => {
  await tab.setViewport({ width: 360, height: 800 });
  await skipIntro(tab);
  const overflow: Record<string, number> = {};
  for (const path of ROUTES) {
    await tab.goto(path);
    await hydrated(tab);
    // Lay every section out now (they skip layout off screen), so nothing hides off to the side.
    overflow[path] = await tab.evaluate(() => {
      document.documentElement.dataset.layout = 'full';
      const root = document.documentElement;
      return Math.max(0, root.scrollWidth - root.clientWidth);
    });
  }
  expect(overflow).toEqual(Object.fromEntries(ROUTES.map((path) => [path, 0])));
});

for (const path of ROUTES)
  test(`axe (WCAG 2.2 AA) finds no violation on ${path}`, async ({ tab }) => {
    await openHydrated(tab, path);
    expect(await axeViolations(tab)).toEqual([]);
  });
