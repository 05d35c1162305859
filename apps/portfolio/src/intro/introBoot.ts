// Runs before the first paint (bundled into an inline head script when pages are
// prerendered, and called by main.tsx until then). Imports only @portfolio/core.
import { createSafeStorage, decideIntro, INTRO_KEYS } from '@portfolio/core';

/** `show`/`skip` from the boot decision; `done` once the intro has finished. */
export type IntroState = 'show' | 'skip' | 'done';

/**
 * Decides whether the intro quote shows (docs/spec.md §4, core `decideIntro`), applies the
 * sessionStorage writes and sets `<html data-intro="show|skip">`, which CSS reads so the
 * overlay is on screen at first paint, or never. Idempotent: a second call returns the
 * state already set. Also removes appInit when the document goes away (docs/decisions.md,
 * "Intro"), so a reload counts as a fresh check.
 */
export function runIntroBoot(): IntroState {
  const root = document.documentElement;
  const existing = root.dataset.intro;
  if (existing === 'show' || existing === 'skip' || existing === 'done') return existing;

  const session = createSafeStorage(() => window.sessionStorage);
  let isReload = false;
  try {
    const entry = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    isReload = entry?.type === 'reload';
  } catch {
    // No navigation timing: treat as a fresh load.
  }
  const decision = decideIntro({
    path: location.pathname,
    prequoteShown: session.get(INTRO_KEYS.prequoteShown),
    appInit: session.get(INTRO_KEYS.appInit),
    sessionStartedPath: session.get(INTRO_KEYS.sessionStartedPath),
    skipQuoteOnce: session.get(INTRO_KEYS.skipQuoteOnce),
    isReload,
  });
  for (const [key, value] of Object.entries(decision.set)) {
    if (typeof value === 'string') session.set(key, value);
  }
  for (const key of decision.remove) session.remove(key);

  const state: IntroState = decision.showIntro ? 'show' : 'skip';
  root.dataset.intro = state;
  if (state === 'show') {
    // The quote shows the page from the top: no restored scroll position underneath it.
    try {
      history.scrollRestoration = 'manual';
    } catch {
      // Older browsers: nothing to do.
    }
    window.scrollTo(0, 0);
  }

  addEventListener('pagehide', () => session.remove(INTRO_KEYS.appInit));
  // Back from the back/forward cache: the same document is alive again.
  addEventListener('pageshow', (event) => {
    if (event.persisted) session.setFlag(INTRO_KEYS.appInit);
  });
  return state;
}
