import {
  APP_INIT,
  PREQUOTE_SHOWN,
  QUOTE_ACTIVE,
  SESSION_STARTED_PATH,
  SKIP_QUOTE_ONCE,
} from './intro-keys.js';
import { FLAG_SET } from './storage.js';

/** Intro timings (docs/spec.md §4, §9). */
export const INTRO_TIMING = {
  /** The quote alone is on screen until this time. */
  quoteMs: 3000,
  /** The overlay is removed at this time. */
  completeMs: 4400,
  /** The overlay's slide-up and the page's slide-in. */
  slideMs: 1400,
} as const;

export type IntroPhase = 'quote' | 'transition' | 'complete';

/** The intro phase `ms` milliseconds after it started: quote, transition (slide), then complete. */
export function introPhaseAt(ms: number, timing: typeof INTRO_TIMING = INTRO_TIMING): IntroPhase {
  if (!(ms >= 0) || ms < timing.quoteMs) return 'quote';
  return ms < timing.completeMs ? 'transition' : 'complete';
}

/** Milliseconds from `ms` until the next phase begins, or null once complete. */
export function msUntilNextIntroPhase(
  ms: number,
  timing: typeof INTRO_TIMING = INTRO_TIMING,
): number | null {
  const at = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (at < timing.quoteMs) return timing.quoteMs - at;
  if (at < timing.completeMs) return timing.completeMs - at;
  return null;
}

/** What the intro check reads, from sessionStorage and the navigation. */
export interface IntroCheckInput {
  /** The current path (location.pathname). */
  path: string;
  /** sessionStorage values; null when absent or unreadable. */
  prequoteShown: string | null;
  appInit: string | null;
  sessionStartedPath: string | null;
  skipQuoteOnce: string | null;
  /** The document was loaded by a reload (PerformanceNavigationTiming.type === "reload"). */
  isReload: boolean;
}

/** The decision and the sessionStorage writes that go with it. */
export interface IntroDecision {
  showIntro: boolean;
  /** Keys to write, with their values. */
  set: Partial<Record<string, string>>;
  /** Keys to remove. */
  remove: string[];
}

/**
 * Whether the intro starts (docs/spec.md §4): all of the already-shown flag unset, the path is /,
 * no app-initialised flag, and the session began at / or the page was reloaded. A set
 * skip-once flag also skips it, and is cleared. The app-initialised flag is written by
 * every check, and the session's start path on the first; when the intro is not shown
 * the quoteActive flag is cleared.
 */
export function decideIntro(input: IntroCheckInput): IntroDecision {
  const startedAt = input.sessionStartedPath ?? input.path;
  const skipOnce = input.skipQuoteOnce === FLAG_SET;
  const showIntro =
    input.prequoteShown !== FLAG_SET &&
    input.path === '/' &&
    input.appInit !== FLAG_SET &&
    (startedAt === '/' || input.isReload) &&
    !skipOnce;
  const set: Partial<Record<string, string>> = { [APP_INIT]: FLAG_SET };
  if (input.sessionStartedPath === null) set[SESSION_STARTED_PATH] = input.path;
  const remove: string[] = [];
  if (skipOnce) remove.push(SKIP_QUOTE_ONCE);
  if (showIntro) set[QUOTE_ACTIVE] = FLAG_SET;
  else remove.push(QUOTE_ACTIVE);
  return { showIntro, set, remove };
}

/** The writes when the intro finishes: shown once per session, no longer active. */
export function introCompletedWrites(): { set: Partial<Record<string, string>>; remove: string[] } {
  return { set: { [PREQUOTE_SHOWN]: FLAG_SET }, remove: [QUOTE_ACTIVE] };
}

/** The element id a URL hash should smooth-scroll to, or null (none, or the intro is active). */
export function hashScrollTarget(hash: string, introActive: boolean): string | null {
  if (introActive) return null;
  const id = hash.startsWith('#') ? hash.slice(1) : hash;
  if (id === '') return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}
