import { test as base, expect } from '@playwright/test';
import {
  AXE_SOURCE,
  launchEngine,
  type Engine,
  type EngineName,
  type Preferences,
  type Tab,
} from './drivers';
import { sectionScrollTarget } from '../e2e/home-helpers';

export { expect };

/**
 * The cross-engine suite's test: `tab` is a fresh tab (own profile) in the project's engine,
 * 1280 × 800 like the Chromium suite's desktop project. One browser (or WebDriver) per worker.
 */
/** The system settings of `preferringEngine`: both differ from a browser's defaults. */
export const PREFERENCES: Preferences = { reducedMotion: true, colorScheme: 'dark' };

export const test = base.extend<
  { tab: Tab; preferringTab: Tab },
  { engineName: EngineName; engine: Engine; preferringEngine: Engine }
>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine = await launchEngine(engineName);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  /** A second browser of the same engine, started with reduced motion and a dark scheme. */
  preferringEngine: [
    async ({ engineName }, use) => {
      const engine = await launchEngine(engineName, PREFERENCES);
      await use(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  tab: async ({ engine, baseURL }, use) => {
    const tab = await engine.newTab(baseURL!, { width: 1280, height: 800 });
    await use(tab);
    await tab.close();
  },
  preferringTab: async ({ preferringEngine, baseURL }, use) => {
    const tab = await preferringEngine.newTab(baseURL!, { width: 1280, height: 800 });
    await use(tab);
    await tab.close();
  },
});

/** What the page reports for the two system settings `PREFERENCES` sets. */
export const mediaPreferences = (tab: Tab) =>
  tab.evaluate(() => ({
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
  }));

/** Marks the intro as seen in this tab (sessionStorage is per tab and origin), as a return visit does. */
export async function skipIntro(tab: Tab): Promise<void> {
  await tab.goto('/robots.txt');
  await tab.evaluate(() => sessionStorage.setItem('prequoteShown', 'true'));
}

/** A return visit to `path` (the intro already seen), once React has hydrated it. */
export async function openHydrated(tab: Tab, path: string): Promise<void> {
  await skipIntro(tab);
  await tab.goto(path);
  await hydrated(tab);
}

/** Waits until React has hydrated the prerendered page (`<html data-hydrated>`, src/routes/PageReady.tsx). */
export async function hydrated(tab: Tab): Promise<void> {
  await expect
    .poll(() => tab.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** Whether the one element matching the query is rendered with a box and not visibility-hidden. */
export const isVisible = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
};

/** The fraction of the element's box inside the viewport (0 when it is off screen). */
export const inViewport = (element: Element) => {
  const box = element.getBoundingClientRect();
  const width = Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));
  const height = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
  return box.width * box.height === 0 ? 0 : (width * height) / (box.width * box.height);
};

/** Scrolls the window at once and waits two frames for the frame-throttled scroll handlers. */
export async function scrollToY(tab: Tab, y: number): Promise<void> {
  await tab.evaluate((top: number) => {
    window.scrollTo({ top, behavior: 'instant' });
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  }, y);
}

/**
 * Scrolls until a home section's top is `offset` px below the viewport's top (at the whole-pixel
 * position `ceil(its document top) − offset`), as a person scrolls on until the section is there.
 * Home's sections skip rendering while away from the viewport (`content-visibility: auto`,
 * src/styles/site.css.ts), so a section not yet rendered has an estimated height, and the
 * sections below it move when the scroll brings it into view and it takes its real one (Firefox:
 * the Playground 1,166 → 1,637 px, 140 ms after the scroll). A position read before that frame
 * is not where the section ends up: each pass scrolls, waits for the frames, and reads again,
 * until the scroll position is the one the laid-out page asks for.
 */
export async function scrollToSection(tab: Tab, id: string, offset: number): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const y = await tab.evaluate(sectionScrollTarget, [`#${id}`, offset]);
    if (pass > 0 && Math.abs((await tab.evaluate(() => window.scrollY)) - y) < 1) return;
    await scrollToY(tab, y);
  }
  throw new Error(`#${id} kept moving: no scroll position held it ${offset} px from the top`);
}

/** axe-core's WCAG 2.2 AA violations on the page, injected as a script (the same in every engine). */
export async function axeViolations(tab: Tab, selector?: string): Promise<string[]> {
  const loaded = await tab.evaluate(
    () => typeof (globalThis as { axe?: unknown }).axe === 'object',
  );
  if (!loaded) await tab.inject(AXE_SOURCE);
  return tab.evaluate(async (within: string | null) => {
    type Result = {
      violations: { id: string; help: string; nodes: { target: string[] }[] }[];
    };
    const { axe } = globalThis as unknown as {
      axe: { run(context: Document | Element, options: object): Promise<Result> };
    };
    const { violations } = await axe.run(within ? document.querySelector(within)! : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, selector ?? null);
}
