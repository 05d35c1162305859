// Home as a visitor meets it, in every engine: the intro, the nav bar, the theme, the gallery and the Email toast.
import { INTRO_QUOTE } from '@portfolio/core';
import { designer } from '../src/content/site';
import { NAV_ITEMS } from '../src/layout/navItems';
import {
  expect,
  hydrated,
  inViewport,
  isVisible,
  scrollToSection,
  scrollToY,
  test,
  openHydrated,
} from './fixtures';
import type { Query, Tab } from './drivers';

const NAV: Query = { role: 'navigation', name: 'Main' };
/** The nav item marked as the current section. */
const currentItem = (tab: Tab) =>
  tab.on(NAV, (nav) => nav.querySelector('[aria-current]')?.textContent ?? null);

/** The root's overflow while `element` is on screen (self-contained: it runs in the page); else null. */
const rootOverflowWhileShown = (element: Element) => {
  const box = element.getBoundingClientRect();
  const shown =
    box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  return shown ? getComputedStyle(document.documentElement).overflow : null;
};

test('the intro quote shows once, then the page; a reload in the same tab skips it', async ({
  tab,
}) => {
  const quote: Query = { text: `“${INTRO_QUOTE}”` };
  await tab.goto('/');
  // The wheel cannot move the page under the quote: the root does not scroll. Read in the same
  // moment the quote is seen: the clock is real here, and under load a second round trip can land
  // after the slide has ended (a CI run read 'visible' that way).
  let rootOverflow: string | null = null;
  await expect
    .poll(async () => (rootOverflow = await tab.on(quote, rootOverflowWhileShown)))
    .not.toBeNull();
  expect(rootOverflow).toBe('hidden');
  // 3 s of quote, then a 1.4 s slide (real time here: no engine-neutral fake clock).
  await expect
    .poll(() => tab.evaluate(() => document.documentElement.dataset.intro), { timeout: 15_000 })
    .toBe('done');
  // The overlay leaves the DOM a frame or two after the intro is marked done.
  await expect.poll(() => tab.count(quote)).toBe(0);
  expect(await tab.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
  await scrollToY(tab, 500);
  expect(await tab.evaluate(() => window.scrollY)).toBe(500);

  await tab.reload();
  await hydrated(tab);
  expect(await tab.on(quote, isVisible)).not.toBe(true);
  expect(await tab.evaluate(() => document.documentElement.dataset.intro)).toBe('skip');
  expect(await tab.on({ role: 'link', name: 'Experiments', within: NAV }, isVisible)).toBe(true);
});

test('the nav bar hides on the way down, returns on the way up, and marks the section in view', async ({
  tab,
}) => {
  await openHydrated(tab, '/');
  expect(await currentItem(tab)).toBe('Home');

  await scrollToY(tab, 400);
  await expect.poll(() => tab.on(NAV, inViewport)).toBe(0);
  await scrollToY(tab, 350);
  await expect.poll(() => tab.on(NAV, inViewport)).toBe(1);

  for (const { id, label } of NAV_ITEMS.filter((item) => item.id !== 'home')) {
    await scrollToSection(tab, id, 80);
    await expect.poll(() => currentItem(tab)).toBe(label);
  }
});

test('the theme toggle flips the theme and the choice survives a reload', async ({ tab }) => {
  await openHydrated(tab, '/');
  const theme = () => tab.evaluate(() => document.documentElement.dataset.theme);
  expect(await theme()).toBe('dark');
  await tab.click({ role: 'button', name: 'Switch to light theme' });
  await expect.poll(theme).toBe('light');
  expect(await tab.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await tab.reload();
  expect(await theme()).toBe('light');
  await hydrated(tab);
  await tab.click({ role: 'button', name: 'Switch to dark theme' });
  await expect.poll(theme).toBe('dark');
  await tab.reload();
  expect(await theme()).toBe('dark');
});

test('the gallery drifts, pauses under the pointer and with its Pause button', async ({ tab }) => {
  await openHydrated(tab, '/');
  await tab.click({ role: 'link', name: 'Gallery', within: NAV });
  const strip: Query = { role: 'region', name: 'Photo strip' };
  const title: Query = { role: 'heading', name: 'Looking around.' };
  /** The play state of the strip's drift (its CSS animation, seen through Web Animations). */
  const drift = () =>
    tab.on(strip, (element) => element.firstElementChild?.getAnimations()[0]?.playState ?? 'none');
  await expect.poll(() => tab.on(strip, inViewport)).toBeGreaterThan(0);
  await tab.hover(title);
  await expect.poll(drift).toBe('running');

  await tab.hover(strip);
  await expect.poll(drift).toBe('paused');
  await tab.hover(title);
  await expect.poll(drift).toBe('running');

  await tab.click({ role: 'button', name: 'Pause gallery' });
  await expect.poll(drift).toBe('paused');
  expect(
    await tab.on({ role: 'button', name: 'Pause gallery' }, (b) => b.getAttribute('aria-pressed')),
  ).toBe('true');
});

test('Email copies the address and says "Email copied" in a live region, for a moment', async ({
  tab,
}) => {
  await openHydrated(tab, '/');
  // Records what the page hands the engine's Clipboard API and whether the engine accepted it
  // (a page may not read the clipboard back in every engine, so the write itself is watched),
  // and the toast as it comes and goes: it stays 2 s, which a slow WebDriver round trip on a
  // loaded machine could miss between two looks.
  await tab.evaluate(() => {
    const clipboard = navigator.clipboard;
    const write = clipboard.writeText.bind(clipboard);
    const seen: string[] = [];
    (window as unknown as { e2eSeen: string[] }).e2eSeen = seen;
    clipboard.writeText = (text: string) =>
      write(text).then(
        () => void seen.push(`copied ${text}`),
        (error: Error) => {
          seen.push(`refused ${error.name}`);
          throw error;
        },
      );
    let shown = false;
    new MutationObserver(() => {
      const toast = Array.from(document.querySelectorAll('[role="status"]')).find(
        (region) => region.textContent === 'Email copied',
      );
      if (toast && !shown) {
        shown = true;
        const box = toast.getBoundingClientRect();
        seen.push(
          `toast ${toast.getAttribute('aria-live')} ${box.width > 0 && box.height > 0 ? 'on screen' : 'without a box'}`,
        );
      } else if (!toast && shown) {
        shown = false;
        seen.push('toast gone');
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // Scrolled to the footer first, as a visitor does: the sections above it render as they come
  // into view (content-visibility), so the footer settles only after the scroll, and a click
  // aimed mid-scroll by WebDriver's own scroll-into-view could land where it no longer is.
  await tab.evaluate(() => {
    document.querySelector('footer')!.scrollIntoView({ block: 'end', behavior: 'instant' });
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  });
  await tab.click({ role: 'button', name: 'Email', within: { role: 'contentinfo' } });
  const seen = () => tab.evaluate(() => (window as unknown as { e2eSeen: string[] }).e2eSeen);
  // Copied, then announced politely in a live status region, then gone again.
  await expect
    .poll(seen, { timeout: 10_000 })
    .toEqual([`copied ${designer.email}`, 'toast polite on screen', 'toast gone']);
});
