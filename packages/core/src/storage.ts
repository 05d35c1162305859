import * as intro from './intro-keys.js';

/**
 * The intro decision's keys, in sessionStorage (docs/spec.md §3): apart from the others, so the
 * site's inline head script, which decides the intro before the first paint, carries only these.
 */
export const INTRO_KEYS = {
  /** The intro quote has been shown in this tab. */
  prequoteShown: intro.PREQUOTE_SHOWN,
  /** The intro quote is on screen now. */
  quoteActive: intro.QUOTE_ACTIVE,
  /** The app has run its first intro check in this document. */
  appInit: intro.APP_INIT,
  /** The path the tab's session began at. */
  sessionStartedPath: intro.SESSION_STARTED_PATH,
  /** Skip the intro on the next check only. */
  skipQuoteOnce: intro.SKIP_QUOTE_ONCE,
} as const;

/** The theme's key, in localStorage: "dark" or "light" (docs/spec.md §3). */
export const THEME_KEY = 'theme';

/** Every storage key the site uses (docs/spec.md §3). */
export const STORAGE_KEYS = {
  /** localStorage: "dark" or "light". */
  theme: THEME_KEY,
  /** sessionStorage: the intro quote has been shown in this tab. */
  prequoteShown: intro.PREQUOTE_SHOWN,
  /** sessionStorage: the intro quote is on screen now. */
  quoteActive: intro.QUOTE_ACTIVE,
  /** sessionStorage: the app has run its first intro check in this document. */
  appInit: intro.APP_INIT,
  /** sessionStorage: the path the tab's session began at. */
  sessionStartedPath: intro.SESSION_STARTED_PATH,
  /** sessionStorage: skip the intro on the next check only. */
  skipQuoteOnce: intro.SKIP_QUOTE_ONCE,
  /** sessionStorage: the id of the home element to scroll back to. */
  returnTargetId: 'returnTargetId',
  /** sessionStorage: scrollY of home when the visitor left it. */
  homeScrollPosition: 'homeScrollPosition',
  /** sessionStorage: the visitor left home and may come back. */
  isReturningToHome: 'isReturningToHome',
  /** sessionStorage: the id of the last home card the visitor clicked. */
  lastHomeCardId: 'lastHomeCardId',
  /** sessionStorage: a failed lazy chunk already caused one reload (ours; not in the spec). */
  chunkReloadAttempted: 'chunkReloadAttempted',
} as const;

export type StorageKey =
  (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | `caseStudyAccess:${string}`;

/** The sessionStorage key remembering that a case study was unlocked: `caseStudyAccess:{slug}`. */
export function caseStudyAccessKey(slug: string): `caseStudyAccess:${string}` {
  return `caseStudyAccess:${slug}`;
}

/** The value written for a set flag. */
export const FLAG_SET = 'true';

/** The part of the Web Storage API the wrapper uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage object, nothing, or a getter for one (reading `window.localStorage` itself can throw). */
export type StorageSource = StorageLike | null | undefined | (() => StorageLike | null | undefined);

/** Storage where every failure reads as "no value" and every failed write is ignored (docs/spec.md §3, §8). */
export interface SafeStorage {
  /** The stored string, or null when absent or unreadable. */
  get(key: string): string | null;
  /** Stores a string; returns false when the write failed. */
  set(key: string, value: string): boolean;
  /** Removes a key; returns false when the removal failed. */
  remove(key: string): boolean;
  /** True only when the key holds the set-flag value "true". */
  hasFlag(key: string): boolean;
  /** Writes the set-flag value "true". */
  setFlag(key: string): boolean;
}

function resolve(source: StorageSource): StorageLike | null {
  try {
    const storage = typeof source === 'function' ? source() : source;
    return storage ?? null;
  } catch {
    return null;
  }
}

/**
 * Wraps a Storage object (or a getter returning one) so that no access ever throws.
 * It never touches globals: the caller passes `() => window.sessionStorage`.
 */
export function createSafeStorage(source: StorageSource): SafeStorage {
  const get = (key: string): string | null => {
    try {
      const value = resolve(source)?.getItem(key);
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string): boolean => {
    try {
      const storage = resolve(source);
      if (!storage) return false;
      storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  const remove = (key: string): boolean => {
    try {
      const storage = resolve(source);
      if (!storage) return false;
      storage.removeItem(key);
      return true;
    } catch {
      return false;
    }
  };
  return {
    get,
    set,
    remove,
    hasFlag: (key) => get(key) === FLAG_SET,
    setFlag: (key) => set(key, FLAG_SET),
  };
}
