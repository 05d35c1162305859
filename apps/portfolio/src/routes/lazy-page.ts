import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkErrorAction, STORAGE_KEYS } from '@portfolio/core';
import { session } from '../lib/storage';

/*
 * A lazy page whose chunk fails to load (an old tab after a redeploy: the hashed file is gone)
 * reloads the page once, guarded by sessionStorage; if it fails again the error boundary shows
 * the error page. Never a blank page. A stylesheet of the chunk that fails reloads once too; if it
 * fails again, the page shows without it (its content over an error page).
 *
 * Except while the page is being left: as a navigation to another document starts, Firefox aborts
 * the fetches still in flight (NS_BINDING_ABORTED), so a chunk loading then fails although it is
 * there. A reload at that moment would cancel the navigation the visitor asked for and bring them
 * back here (issue 31). From `beforeunload` on, a failed chunk keeps its spinner and nothing
 * reloads; if the page comes back from the back/forward cache, the reload happens then.
 */

let reloading = false;
let leaving = false;
let failedWhileLeaving = false;
/** Whether anything of this page load failed to load: then no lazy page clears the guard. */
let failedThisLoad = false;
/**
 * Whether this page load began with the guard set: the reload of a failure streak (or a later
 * load of the tab before anything cleared it). Such a load never reloads for a failure: its lazy
 * page may load, and clear the guard, before a lazy part below fails (a stylesheet a blocker or a
 * broken CDN keeps failing), and reloading then brought the same page back, for ever.
 */
const startedInStreak =
  chunkErrorAction(session.get(STORAGE_KEYS.chunkReloadAttempted)) === 'show-error';

/** Reloads once per failure streak; returns false when the guard says "show the error page". */
function reloadOnce(): boolean {
  if (reloading) return true;
  if (leaving) {
    failedWhileLeaving = true;
    return true;
  }
  failedThisLoad = true;
  // Without storage the guard cannot be kept, so a reload could loop: show the error instead.
  if (startedInStreak || !session.setFlag(STORAGE_KEYS.chunkReloadAttempted)) return false;
  reloading = true;
  window.location.reload();
  return true;
}

/** Keeps React suspended (the spinner stays) while the page reloads. */
const never = <T>() => new Promise<T>(() => undefined);

/**
 * `React.lazy` with the guarded reload. The guard is cleared when a lazy page loads on a page
 * load where nothing has failed.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      const module = await load();
      // Vite's preload handler may swallow the failure (see below) and resolve with nothing.
      if (!module?.default) throw new Error('Lazy page chunk did not load');
      // A stylesheet of the chunk failed and the page is reloading for it: the module came all
      // the same, and nothing renders before the page goes.
      if (reloading) return never<{ default: ComponentType<P> }>();
      if (!failedThisLoad) session.remove(STORAGE_KEYS.chunkReloadAttempted);
      return module;
    } catch (error) {
      if (typeof window !== 'undefined' && reloadOnce())
        return never<{ default: ComponentType<P> }>();
      throw error;
    }
  });
}

let listening = false;

/**
 * Vite reports a failed dynamic import or preload as `vite:preloadError`, and throws it into the
 * import unless the event is cancelled. It is always cancelled: the first failure of a streak
 * reloads the page (reloadOnce); on a repeat, a failed stylesheet no longer stops the page, which
 * shows without it, while a failed module still leaves the import empty, and the lazy page throws
 * into the error boundary.
 */
export function listenForPreloadErrors(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
    if (failedWhileLeaving) {
      failedWhileLeaving = false;
      reloadOnce();
    }
  });
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadOnce();
  });
}
