import { describe, expect, it } from 'vitest';
import {
  HOME_SECTION_IDS,
  NAV_THRESHOLDS,
  activeSectionId,
  backDestination,
  cardClickWrites,
  chunkErrorAction,
  homeLeaveWrites,
  navVisibleAfterScroll,
  scrollOnArrival,
} from './navigation.js';

describe('the spec’s numbers and anchors (docs/spec.md §2, §9)', () => {
  it('hides past 64 px, activates at 80 px, treats under 40 px as the top and leaves 8 px above a return target', () => {
    expect(NAV_THRESHOLDS).toEqual({
      hideAfterPx: 64,
      activeSectionPx: 80,
      topPx: 40,
      returnOffsetPx: 8,
    });
  });

  it('has the home anchors in page order', () => {
    expect(HOME_SECTION_IDS).toEqual([
      'home',
      'experiments',
      'playground',
      'projects',
      'about',
      'gallery',
      'contact',
    ]);
  });
});

describe('navVisibleAfterScroll: hide on the way down past 64 px, show on the way up', () => {
  it('hides when scrolling down past 64 px', () => {
    expect(navVisibleAfterScroll(60, 65, true)).toBe(false);
    expect(navVisibleAfterScroll(500, 600, true)).toBe(false);
  });

  it('stays visible when scrolling down to 64 px or less', () => {
    expect(navVisibleAfterScroll(0, 64, true)).toBe(true);
    expect(navVisibleAfterScroll(10, 30, true)).toBe(true);
  });

  it('shows again at or below 64 px even if it was hidden', () => {
    expect(navVisibleAfterScroll(100, 64, false)).toBe(true);
    expect(navVisibleAfterScroll(0, 0, false)).toBe(true);
  });

  it('shows when scrolling up, however far down the page', () => {
    expect(navVisibleAfterScroll(900, 899, false)).toBe(true);
    expect(navVisibleAfterScroll(900, 100, true)).toBe(true);
  });

  it('keeps its state when the position does not change past 64 px', () => {
    expect(navVisibleAfterScroll(300, 300, false)).toBe(false);
    expect(navVisibleAfterScroll(300, 300, true)).toBe(true);
  });

  it('shows for an unknown position', () => {
    expect(navVisibleAfterScroll(300, Number.NaN, false)).toBe(true);
  });
});

describe('activeSectionId: the last section whose top is at or above 80 px; Home under 40 px', () => {
  const sections = [
    { id: 'experiments', top: 0 },
    { id: 'playground', top: 80 },
    { id: 'projects', top: 81 },
    { id: 'about', top: 900 },
  ];

  it('is home while scrollY is under 40', () => {
    expect(activeSectionId(sections, 0)).toBe('home');
    expect(activeSectionId(sections, 39)).toBe('home');
    expect(activeSectionId(sections, 39.9)).toBe('home');
  });

  it('is the last section with top ≤ 80 from scrollY 40 on', () => {
    expect(activeSectionId(sections, 40)).toBe('playground');
  });

  it('counts a top of exactly 80 and not 81', () => {
    expect(activeSectionId([{ id: 'projects', top: 81 }], 500)).toBe('home');
    expect(activeSectionId([{ id: 'projects', top: 80 }], 500)).toBe('projects');
  });

  it('takes sections scrolled far above the viewport (negative tops)', () => {
    expect(
      activeSectionId(
        [
          { id: 'experiments', top: -2000 },
          { id: 'playground', top: -900 },
          { id: 'projects', top: 400 },
        ],
        2500,
      ),
    ).toBe('playground');
  });

  it('is home when no section is high enough, or there are none', () => {
    expect(activeSectionId([{ id: 'about', top: 300 }], 100)).toBe('home');
    expect(activeSectionId([], 100)).toBe('home');
  });

  it('is home for an unknown scroll position, and skips sections with an unknown top', () => {
    expect(activeSectionId(sections, Number.NaN)).toBe('home');
    expect(
      activeSectionId(
        [
          { id: 'experiments', top: 0 },
          { id: 'about', top: Number.NaN },
        ],
        100,
      ),
    ).toBe('experiments');
  });
});

describe('scrollOnArrival (docs/spec.md §2, "Scroll behaviour on navigation")', () => {
  it('POP on home: leaves the position to the browser', () => {
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'POP',
        returnTargetId: 'card-3',
        returnTargetTop: 1200,
      }),
    ).toEqual({
      kind: 'restore',
    });
  });

  it('other navigation to home with a return target: its top − 8 px, and clear it', () => {
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'PUSH',
        returnTargetId: 'card-3',
        returnTargetTop: 1200,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 1192,
      clearReturnTarget: true,
    });
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'REPLACE',
        returnTargetId: 'card-3',
        returnTargetTop: 1200,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 1192,
      clearReturnTarget: true,
    });
  });

  it('never scrolls above 0 for a target near the top', () => {
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'PUSH',
        returnTargetId: 'hero',
        returnTargetTop: 5,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 0,
      clearReturnTarget: true,
    });
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'PUSH',
        returnTargetId: 'hero',
        returnTargetTop: 8,
      }).kind,
    ).toBe('scroll-to');
  });

  it('a stored target that is not on the page: the top, and clear it', () => {
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'PUSH',
        returnTargetId: 'gone',
        returnTargetTop: null,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 0,
      clearReturnTarget: true,
    });
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'PUSH',
        returnTargetId: 'odd',
        returnTargetTop: Number.NaN,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 0,
      clearReturnTarget: true,
    });
  });

  it('other navigation to home without a return target: the top', () => {
    expect(
      scrollOnArrival({
        pathname: '/',
        navigationType: 'PUSH',
        returnTargetId: null,
        returnTargetTop: null,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 0,
      clearReturnTarget: false,
    });
  });

  it('any other path: the top, even on POP, keeping the return target for later', () => {
    expect(
      scrollOnArrival({
        pathname: '/design-principles',
        navigationType: 'PUSH',
        returnTargetId: 'card-3',
        returnTargetTop: 1200,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 0,
      clearReturnTarget: false,
    });
    expect(
      scrollOnArrival({
        pathname: '/case-study/cred-wealth',
        navigationType: 'POP',
        returnTargetId: null,
        returnTargetTop: null,
      }),
    ).toEqual({
      kind: 'scroll-to',
      top: 0,
      clearReturnTarget: false,
    });
  });
});

describe('session writes when leaving home and clicking a card', () => {
  it('homeLeaveWrites: the scroll position and the returning flag', () => {
    expect(homeLeaveWrites(1234)).toEqual({
      homeScrollPosition: '1234',
      isReturningToHome: 'true',
    });
  });

  it('homeLeaveWrites: rounds, and stores 0 for a negative or unknown position', () => {
    expect(homeLeaveWrites(1234.6)).toEqual({
      homeScrollPosition: '1235',
      isReturningToHome: 'true',
    });
    expect(homeLeaveWrites(-20).homeScrollPosition).toBe('0');
    expect(homeLeaveWrites(Number.NaN).homeScrollPosition).toBe('0');
    expect(homeLeaveWrites(Infinity).homeScrollPosition).toBe('0');
  });

  it('cardClickWrites: the card id as the last card and the return target', () => {
    expect(cardClickWrites('cred-wealth')).toEqual({
      lastHomeCardId: 'cred-wealth',
      returnTargetId: 'cred-wealth',
    });
  });
});

describe('backDestination: back in history if there is any, otherwise /', () => {
  it('goes back when the history index is above 0', () => {
    expect(backDestination(1)).toBe('back');
    expect(backDestination(12)).toBe('back');
  });

  it('goes to / at the first entry or without an index', () => {
    expect(backDestination(0)).toBe('/');
    expect(backDestination(-1)).toBe('/');
    expect(backDestination(null)).toBe('/');
    expect(backDestination(undefined)).toBe('/');
    expect(backDestination(Number.NaN)).toBe('/');
  });
});

describe('chunkErrorAction: reload once after a failed lazy chunk', () => {
  it('reloads when the guard is not set', () => {
    expect(chunkErrorAction(null)).toBe('reload');
    expect(chunkErrorAction('')).toBe('reload');
  });

  it('shows the error page once the guard is set', () => {
    expect(chunkErrorAction('true')).toBe('show-error');
  });
});
