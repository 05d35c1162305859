import { describe, expect, it } from 'vitest';
import {
  INTRO_TIMING,
  decideIntro,
  hashScrollTarget,
  introCompletedWrites,
  introPhaseAt,
  msUntilNextIntroPhase,
  type IntroCheckInput,
} from './intro.js';

describe('intro timing (docs/spec.md §4, §9)', () => {
  it('shows the quote 3000 ms, completes at 4400 ms and slides for 1.4 s in between', () => {
    expect(INTRO_TIMING).toEqual({ quoteMs: 3000, completeMs: 4400, slideMs: 1400 });
    expect(INTRO_TIMING.completeMs - INTRO_TIMING.quoteMs).toBe(INTRO_TIMING.slideMs);
  });

  it('introPhaseAt: quote from 0 to 2999 ms', () => {
    expect(introPhaseAt(0)).toBe('quote');
    expect(introPhaseAt(1)).toBe('quote');
    expect(introPhaseAt(2999)).toBe('quote');
    expect(introPhaseAt(2999.9)).toBe('quote');
  });

  it('introPhaseAt: transition from 3000 to 4399 ms', () => {
    expect(introPhaseAt(3000)).toBe('transition');
    expect(introPhaseAt(4399)).toBe('transition');
    expect(introPhaseAt(4399.9)).toBe('transition');
  });

  it('introPhaseAt: complete from 4400 ms on', () => {
    expect(introPhaseAt(4400)).toBe('complete');
    expect(introPhaseAt(1e12)).toBe('complete');
    expect(introPhaseAt(Infinity)).toBe('complete');
  });

  it('introPhaseAt: a negative or unknown time is still the quote', () => {
    expect(introPhaseAt(-1)).toBe('quote');
    expect(introPhaseAt(-Infinity)).toBe('quote');
    expect(introPhaseAt(Number.NaN)).toBe('quote');
  });

  it('msUntilNextIntroPhase: the time left in the quote, then in the transition, then null', () => {
    expect(msUntilNextIntroPhase(0)).toBe(3000);
    expect(msUntilNextIntroPhase(2999)).toBe(1);
    expect(msUntilNextIntroPhase(3000)).toBe(1400);
    expect(msUntilNextIntroPhase(4399)).toBe(1);
    expect(msUntilNextIntroPhase(4400)).toBeNull();
    expect(msUntilNextIntroPhase(1e12)).toBeNull();
  });

  it('msUntilNextIntroPhase: a negative or unknown time counts as the start', () => {
    expect(msUntilNextIntroPhase(-500)).toBe(3000);
    expect(msUntilNextIntroPhase(Number.NaN)).toBe(3000);
    expect(msUntilNextIntroPhase(Infinity)).toBe(3000);
  });
});

describe('decideIntro: whether the intro starts (docs/spec.md §4)', () => {
  // A fresh tab opened at /: every start condition holds.
  const fresh: IntroCheckInput = {
    path: '/',
    prequoteShown: null,
    appInit: null,
    sessionStartedPath: null,
    skipQuoteOnce: null,
    isReload: false,
  };

  it('starts in a fresh tab opened at /', () => {
    expect(decideIntro(fresh).showIntro).toBe(true);
  });

  it('starts when the session began at / (stored)', () => {
    expect(decideIntro({ ...fresh, sessionStartedPath: '/' }).showIntro).toBe(true);
  });

  it('does not start when the already-shown flag is set', () => {
    expect(decideIntro({ ...fresh, prequoteShown: 'true' }).showIntro).toBe(false);
  });

  it('does not start away from /', () => {
    expect(decideIntro({ ...fresh, path: '/micro-interactions' }).showIntro).toBe(false);
    expect(
      decideIntro({ ...fresh, path: '/case-study/cred-wealth', sessionStartedPath: '/' }).showIntro,
    ).toBe(false);
  });

  it('does not start when the app-initialised flag is set (a normal in-session return to home)', () => {
    expect(decideIntro({ ...fresh, appInit: 'true', sessionStartedPath: '/' }).showIntro).toBe(
      false,
    );
  });

  it('does not start at / when the session began elsewhere and the page was not reloaded', () => {
    expect(decideIntro({ ...fresh, sessionStartedPath: '/design-principles' }).showIntro).toBe(
      false,
    );
  });

  it('starts at / after a reload even when the session began elsewhere', () => {
    expect(
      decideIntro({ ...fresh, sessionStartedPath: '/design-principles', isReload: true }).showIntro,
    ).toBe(true);
  });

  it('does not start when skip-once is set, and removes it', () => {
    const decision = decideIntro({ ...fresh, skipQuoteOnce: 'true' });
    expect(decision.showIntro).toBe(false);
    expect(decision.remove).toContain('skipQuoteOnce');
  });

  it('reads only the value "true" as a set flag', () => {
    expect(decideIntro({ ...fresh, prequoteShown: 'false' }).showIntro).toBe(true);
    expect(decideIntro({ ...fresh, appInit: '' }).showIntro).toBe(true);
    expect(decideIntro({ ...fresh, skipQuoteOnce: '1' }).showIntro).toBe(true);
  });

  it('starts exactly when all conditions hold, over every combination', () => {
    let shown = 0;
    for (const prequoteShown of [null, 'true']) {
      for (const path of ['/', '/case-study/moco-prompts']) {
        for (const appInit of [null, 'true']) {
          for (const sessionStartedPath of [null, '/', '/design-principles']) {
            for (const isReload of [false, true]) {
              for (const skipQuoteOnce of [null, 'true']) {
                const decision = decideIntro({
                  path,
                  prequoteShown,
                  appInit,
                  sessionStartedPath,
                  skipQuoteOnce,
                  isReload,
                });
                const startedAtHome = (sessionStartedPath ?? path) === '/';
                const expected =
                  prequoteShown === null &&
                  path === '/' &&
                  appInit === null &&
                  (startedAtHome || isReload) &&
                  skipQuoteOnce === null;
                expect(decision.showIntro).toBe(expected);
                if (decision.showIntro) shown++;
              }
            }
          }
        }
      }
    }
    // Path /, nothing set, no skip: started at / (null or '/') in both reload states, or elsewhere with a reload.
    expect(shown).toBe(5);
  });
});

describe('decideIntro: the flags written with the decision', () => {
  const fresh: IntroCheckInput = {
    path: '/',
    prequoteShown: null,
    appInit: null,
    sessionStartedPath: null,
    skipQuoteOnce: null,
    isReload: false,
  };

  it('on the first check at /: sets appInit, the session start path and quoteActive', () => {
    expect(decideIntro(fresh)).toEqual({
      showIntro: true,
      set: { appInit: 'true', sessionStartedPath: '/', quoteActive: 'true' },
      remove: [],
    });
  });

  it('on the first check elsewhere: sets appInit and the session start path, clears quoteActive', () => {
    expect(decideIntro({ ...fresh, path: '/design-principles' })).toEqual({
      showIntro: false,
      set: { appInit: 'true', sessionStartedPath: '/design-principles' },
      remove: ['quoteActive'],
    });
  });

  it('keeps a stored session start path', () => {
    const decision = decideIntro({
      ...fresh,
      sessionStartedPath: '/design-principles',
      isReload: true,
    });
    expect(decision.set).toEqual({ appInit: 'true', quoteActive: 'true' });
  });

  it('on an in-session return to /: sets appInit again and clears quoteActive', () => {
    expect(decideIntro({ ...fresh, appInit: 'true', sessionStartedPath: '/' })).toEqual({
      showIntro: false,
      set: { appInit: 'true' },
      remove: ['quoteActive'],
    });
  });

  it('with skip-once: removes it and quoteActive', () => {
    expect(decideIntro({ ...fresh, skipQuoteOnce: 'true', sessionStartedPath: '/' })).toEqual({
      showIntro: false,
      set: { appInit: 'true' },
      remove: ['skipQuoteOnce', 'quoteActive'],
    });
  });

  it('when the intro completes: sets prequoteShown and removes quoteActive', () => {
    expect(introCompletedWrites()).toEqual({
      set: { prequoteShown: 'true' },
      remove: ['quoteActive'],
    });
  });
});

describe('hashScrollTarget: the element a URL hash scrolls to (docs/spec.md §2)', () => {
  it('gives the id after #', () => {
    expect(hashScrollTarget('#projects', false)).toBe('projects');
  });

  it('accepts a hash without #', () => {
    expect(hashScrollTarget('gallery', false)).toBe('gallery');
  });

  it('gives null for no hash', () => {
    expect(hashScrollTarget('', false)).toBeNull();
    expect(hashScrollTarget('#', false)).toBeNull();
  });

  it('gives null while the intro is active', () => {
    expect(hashScrollTarget('#projects', true)).toBeNull();
  });

  it('decodes percent-encoding, and keeps a malformed one as written', () => {
    expect(hashScrollTarget('#caf%C3%A9', false)).toBe('café');
    expect(hashScrollTarget('#100%', false)).toBe('100%');
  });
});
