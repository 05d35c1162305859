import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runIntroBoot } from './introBoot';

function navigationType(type: 'navigate' | 'reload') {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as PerformanceNavigationTiming,
  ]);
}

function at(path: string) {
  window.history.replaceState(null, '', path);
}

describe('runIntroBoot', () => {
  beforeEach(() => {
    delete document.documentElement.dataset.intro;
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    navigationType('navigate');
    at('/');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete document.documentElement.dataset.intro;
  });

  it('shows the intro on a first visit to / and records the session', () => {
    expect(runIntroBoot()).toBe('show');
    expect(document.documentElement.dataset.intro).toBe('show');
    expect(sessionStorage.getItem('appInit')).toBe('true');
    expect(sessionStorage.getItem('sessionStartedPath')).toBe('/');
    expect(sessionStorage.getItem('quoteActive')).toBe('true');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('is idempotent: a second call changes nothing and returns the first answer', () => {
    runIntroBoot();
    sessionStorage.setItem('prequoteShown', 'true');
    expect(runIntroBoot()).toBe('show');
    document.documentElement.dataset.intro = 'done';
    expect(runIntroBoot()).toBe('done');
  });

  it('skips when already shown in this session, and clears quoteActive', () => {
    sessionStorage.setItem('prequoteShown', 'true');
    sessionStorage.setItem('quoteActive', 'true');
    expect(runIntroBoot()).toBe('skip');
    expect(sessionStorage.getItem('quoteActive')).toBeNull();
  });

  it('skips on any path other than /', () => {
    at('/case-study/cred-wealth');
    expect(runIntroBoot()).toBe('skip');
    expect(sessionStorage.getItem('sessionStartedPath')).toBe('/case-study/cred-wealth');
  });

  it('skips on a normal in-session arrival at / when the session began elsewhere; shows it on reload', () => {
    sessionStorage.setItem('sessionStartedPath', '/design-principles');
    expect(runIntroBoot()).toBe('skip');

    delete document.documentElement.dataset.intro;
    // The document went away (pagehide) and the visitor reloads on /.
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('appInit')).toBeNull();
    navigationType('reload');
    expect(runIntroBoot()).toBe('show');
  });

  it('skips while the app-initialised flag is set (in-app return to home)', () => {
    sessionStorage.setItem('appInit', 'true');
    expect(runIntroBoot()).toBe('skip');
  });

  it('skips once with skipQuoteOnce and clears it', () => {
    sessionStorage.setItem('skipQuoteOnce', 'true');
    expect(runIntroBoot()).toBe('skip');
    expect(sessionStorage.getItem('skipQuoteOnce')).toBeNull();
  });

  it('works, showing the intro, when sessionStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(() => runIntroBoot()).not.toThrow();
    expect(document.documentElement.dataset.intro).toBe('show');
  });
});
