// The intro decision's storage keys, each once (docs/spec.md §3). Internal: the package exports
// them as INTRO_KEYS and in STORAGE_KEYS (./storage.ts); the intro's rules (./intro.ts) use them
// directly, so a bundle of those rules carries neither object.
export const PREQUOTE_SHOWN = 'prequoteShown';
export const QUOTE_ACTIVE = 'quoteActive';
export const APP_INIT = 'appInit';
export const SESSION_STARTED_PATH = 'sessionStartedPath';
export const SKIP_QUOTE_ONCE = 'skipQuoteOnce';
