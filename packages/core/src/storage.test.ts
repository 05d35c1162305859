import { describe, expect, it } from 'vitest';
import {
  FLAG_SET,
  INTRO_KEYS,
  STORAGE_KEYS,
  THEME_KEY,
  caseStudyAccessKey,
  createSafeStorage,
  type StorageLike,
} from './storage.js';

/** A working Storage kept in memory. */
function memoryStorage(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** A Storage whose every call throws, as Safari's private mode or a full quota does. */
const throwingStorage: StorageLike = {
  getItem() {
    throw new Error('SecurityError');
  },
  setItem() {
    throw new Error('QuotaExceededError');
  },
  removeItem() {
    throw new Error('SecurityError');
  },
};

describe('storage keys (docs/spec.md §3)', () => {
  it('names every key as the spec does', () => {
    expect(STORAGE_KEYS).toEqual({
      theme: 'theme',
      prequoteShown: 'prequoteShown',
      quoteActive: 'quoteActive',
      appInit: 'appInit',
      sessionStartedPath: 'sessionStartedPath',
      returnTargetId: 'returnTargetId',
      homeScrollPosition: 'homeScrollPosition',
      isReturningToHome: 'isReturningToHome',
      skipQuoteOnce: 'skipQuoteOnce',
      lastHomeCardId: 'lastHomeCardId',
      chunkReloadAttempted: 'chunkReloadAttempted',
    });
  });

  it("names the intro's keys and the theme's as STORAGE_KEYS does", () => {
    expect(INTRO_KEYS).toEqual({
      prequoteShown: 'prequoteShown',
      quoteActive: 'quoteActive',
      appInit: 'appInit',
      sessionStartedPath: 'sessionStartedPath',
      skipQuoteOnce: 'skipQuoteOnce',
    });
    expect(STORAGE_KEYS).toEqual(expect.objectContaining(INTRO_KEYS));
    expect(THEME_KEY).toBe(STORAGE_KEYS.theme);
  });

  it('builds caseStudyAccess:{slug}', () => {
    expect(caseStudyAccessKey('cred-wealth')).toBe('caseStudyAccess:cred-wealth');
    expect(caseStudyAccessKey('be-automation')).toBe('caseStudyAccess:be-automation');
  });

  it('writes "true" for a set flag', () => {
    expect(FLAG_SET).toBe('true');
  });
});

describe('createSafeStorage over a working storage', () => {
  it('reads, writes and removes values', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage(backing);
    expect(storage.get('returnTargetId')).toBeNull();
    expect(storage.set('returnTargetId', 'card-2')).toBe(true);
    expect(storage.get('returnTargetId')).toBe('card-2');
    expect(backing.entries.get('returnTargetId')).toBe('card-2');
    expect(storage.remove('returnTargetId')).toBe(true);
    expect(storage.get('returnTargetId')).toBeNull();
  });

  it('sets and reads flags: only "true" counts as set', () => {
    const backing = memoryStorage();
    const storage = createSafeStorage(backing);
    expect(storage.hasFlag('appInit')).toBe(false);
    expect(storage.setFlag('appInit')).toBe(true);
    expect(backing.entries.get('appInit')).toBe('true');
    expect(storage.hasFlag('appInit')).toBe(true);
    backing.entries.set('appInit', 'false');
    expect(storage.hasFlag('appInit')).toBe(false);
    backing.entries.set('appInit', 'TRUE');
    expect(storage.hasFlag('appInit')).toBe(false);
  });

  it('remembers a case-study unlock per slug', () => {
    const storage = createSafeStorage(memoryStorage());
    storage.setFlag(caseStudyAccessKey('moco-prompts'));
    expect(storage.hasFlag(caseStudyAccessKey('moco-prompts'))).toBe(true);
    expect(storage.hasFlag(caseStudyAccessKey('skill-league'))).toBe(false);
  });

  it('asks a getter for the storage on every call', () => {
    const first = memoryStorage();
    const second = memoryStorage();
    let current: StorageLike = first;
    const storage = createSafeStorage(() => current);
    storage.set('theme', 'light');
    current = second;
    expect(storage.get('theme')).toBeNull();
    storage.set('theme', 'dark');
    expect(first.entries.get('theme')).toBe('light');
    expect(second.entries.get('theme')).toBe('dark');
  });

  it('reads a non-string value as absent', () => {
    const odd: StorageLike = { ...memoryStorage(), getItem: () => undefined as unknown as string };
    expect(createSafeStorage(odd).get('theme')).toBeNull();
  });
});

describe('createSafeStorage when storage fails: treated as no flag, never a throw (docs/spec.md §3, §8)', () => {
  it('a storage whose every call throws', () => {
    const storage = createSafeStorage(throwingStorage);
    expect(storage.get('theme')).toBeNull();
    expect(storage.hasFlag('prequoteShown')).toBe(false);
    expect(storage.set('theme', 'light')).toBe(false);
    expect(storage.setFlag('appInit')).toBe(false);
    expect(storage.remove('quoteActive')).toBe(false);
  });

  it('a getter that throws (reading window.localStorage itself can)', () => {
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError: access denied');
    });
    expect(storage.get('theme')).toBeNull();
    expect(storage.hasFlag('appInit')).toBe(false);
    expect(storage.set('theme', 'light')).toBe(false);
    expect(storage.remove('theme')).toBe(false);
  });

  it('no storage at all: null, undefined, or a getter returning nothing', () => {
    for (const source of [null, undefined, () => null, () => undefined]) {
      const storage = createSafeStorage(source);
      expect(storage.get('theme')).toBeNull();
      expect(storage.hasFlag('appInit')).toBe(false);
      expect(storage.set('theme', 'light')).toBe(false);
      expect(storage.setFlag('appInit')).toBe(false);
      expect(storage.remove('theme')).toBe(false);
    }
  });

  it('a storage that starts failing later', () => {
    const backing = memoryStorage();
    let broken = false;
    const storage = createSafeStorage(() => (broken ? throwingStorage : backing));
    storage.setFlag('prequoteShown');
    expect(storage.hasFlag('prequoteShown')).toBe(true);
    broken = true;
    expect(storage.hasFlag('prequoteShown')).toBe(false);
    expect(storage.setFlag('prequoteShown')).toBe(false);
  });
});
