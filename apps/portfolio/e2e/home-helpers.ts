import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The chunk holding @portfolio/interactions, from the build's chunk map. */
export function interactionsChunk(): string {
  const chunks = JSON.parse(
    readFileSync(new URL('../.prerender/chunk-modules.json', import.meta.url), 'utf8'),
  ) as Record<string, string[]>;
  const file = Object.entries(chunks).find(([, modules]) =>
    modules.some((module) => /packages\/interactions\/dist\/index\.js$/.test(module)),
  )?.[0];
  if (!file) throw new Error('no chunk holds @portfolio/interactions: run the build first');
  return file;
}

/** Holds the request for the demos' chunk until the returned function is called. */
export async function holdInteractions(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${interactionsChunk()}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Marks the intro as already shown in this tab, so / opens on the page itself. */
export async function skipIntro(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('prequoteShown', 'true');
    } catch {
      // Storage blocked by the test itself.
    }
  });
}

/** Scrolls the Playground into reach and waits until its three demos have replaced their placeholders. */
export async function loadPlayground(page: Page): Promise<void> {
  await page.locator('#playground').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo-loading]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Start Process' })).toBeVisible();
}

/** Waits for the frame in progress and a whole one after it. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Scrolls the window to y at once and waits for the frame-throttled scroll handlers. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await nextFrames(page);
}

/** The document-relative top of an element. */
export async function documentTop(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * In the page: the whole-pixel scroll position that puts `selector`'s top `offset` px below the
 * viewport's top, or, near the page's foot, the furthest the window scrolls (where the browser
 * stops). One function for both suites' `scrollToSection` (this file and engines/fixtures.ts),
 * each passing it to its own driver's `evaluate`: it refers to nothing outside itself.
 */
export function sectionScrollTarget([selector, offset]: [string, number]): number {
  const root = document.scrollingElement ?? document.documentElement;
  const top = document.querySelector(selector)!.getBoundingClientRect().top + window.scrollY;
  return Math.min(Math.ceil(top) - offset, Math.max(0, root.scrollHeight - root.clientHeight));
}

/**
 * Scrolls until the element's top is `offset` px below the viewport's top (at the whole-pixel
 * position `ceil(its document top) − offset`), as a person scrolls on until a section is there.
 * Home's sections skip rendering while away from the viewport (`content-visibility: auto`,
 * src/styles/site.css.ts): one not rendered yet has an estimated height, and what is below it
 * moves when the scroll renders it. Each pass scrolls, waits for the frames and reads again, until
 * the scroll position is the one the laid-out page asks for.
 */
export async function scrollToSection(page: Page, selector: string, offset: number): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const y = await page.evaluate(sectionScrollTarget, [selector, offset] as [string, number]);
    if (pass > 0 && Math.abs((await scrollY(page)) - y) < 1) return;
    await scrollToY(page, y);
  }
  throw new Error(`${selector} kept moving: no scroll position held it ${offset} px from the top`);
}

/** Clicks a locator and returns window.scrollY at the moment of the click (after Playwright scrolled it into view). */
export async function clickRecordingScroll(
  page: Page,
  target: ReturnType<Page['locator']>,
): Promise<number> {
  await page.evaluate(() => {
    addEventListener(
      'click',
      () => sessionStorage.setItem('e2e:clickedAt', String(window.scrollY)),
      { capture: true, once: true },
    );
  });
  await target.click();
  return Number(await page.evaluate(() => sessionStorage.getItem('e2e:clickedAt')));
}

/**
 * Waits until React has hydrated the prerendered page and run its effects: the page marks
 * `<html data-hydrated>` then (src/routes/PageReady.tsx). Hydration runs in slices, so a click
 * or a history change before that could meet static HTML or a router not yet listening.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Turns the mouse wheel and waits until the page has handled it: the wheel event reached the
 * document and `frames` frames were drawn after it (five by default), by which time a scroll it
 * started has moved. Under a fake clock (page.clock) frames do not run: pass 0.
 */
export async function wheelHandled(page: Page, deltaY: number, frames = 5): Promise<void> {
  await page.evaluate((count) => {
    (window as unknown as { e2eWheel: Promise<void> }).e2eWheel = new Promise((resolve) => {
      const afterFrames = (left: number) =>
        left === 0 ? resolve() : requestAnimationFrame(() => afterFrames(left - 1));
      addEventListener('wheel', () => afterFrames(count), {
        once: true,
        capture: true,
        passive: true,
      });
    });
  }, frames);
  await page.mouse.wheel(0, deltaY);
  await page.evaluate(() => (window as unknown as { e2eWheel: Promise<void> }).e2eWheel);
}

/** Starts recording window.scrollY on every scroll event; read with {@link recordedScrolls}. */
export async function recordScrolls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { e2eScrolls: number[] }).e2eScrolls = seen;
    addEventListener('scroll', () => seen.push(window.scrollY), { passive: true });
  });
}

export const recordedScrolls = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eScrolls: number[] }).e2eScrolls);

/**
 * Brings the header bar back as a visitor would after reading down the page: the bar hides on
 * the way down (a click can scroll its target into view), and scrolling up shows it again.
 * Waits until the bar is fully on screen.
 */
export async function revealHeader(page: Page): Promise<void> {
  await wheelHandled(page, -300);
  await expect(page.getByRole('banner')).toBeInViewport({ ratio: 1 });
}

/**
 * Presses Tab `presses` times with a modal dialog open and checks after each that focus is in the
 * dialog or has left the document for the browser's UI, never on the page behind it.
 */
export async function expectTabNeverReachesPage(page: Page, presses: number): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      return !active || active === document.body
        ? 'outside-document'
        : active.closest('dialog')
          ? 'dialog'
          : 'page';
    });
    expect(where).not.toBe('page');
  }
}
