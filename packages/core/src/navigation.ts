import { FLAG_SET, STORAGE_KEYS } from './storage.js';

/** Navigation thresholds (docs/spec.md §2, §9). */
export const NAV_THRESHOLDS = {
  /** The bar hides when scrolling down past this scrollY. */
  hideAfterPx: 64,
  /** A section is active once its top is at or above this. */
  activeSectionPx: 80,
  /** Home is active while scrollY is under this. */
  topPx: 40,
  /** Returning to a card leaves this much room above it. */
  returnOffsetPx: 8,
} as const;

/** The home page's anchors, in page order (docs/spec.md §2). */
export const HOME_SECTION_IDS = [
  'home',
  'experiments',
  'playground',
  'projects',
  'about',
  'gallery',
  'contact',
] as const;

export type HomeSectionId = (typeof HOME_SECTION_IDS)[number];

/** Whether the bar is visible after a scroll from `previousY` to `currentY` (docs/spec.md §2). */
export function navVisibleAfterScroll(
  previousY: number,
  currentY: number,
  wasVisible: boolean,
): boolean {
  if (!(currentY > NAV_THRESHOLDS.hideAfterPx) || currentY < previousY) return true;
  return currentY > previousY ? false : wasVisible;
}

/** A section's id and its top relative to the viewport (getBoundingClientRect().top). */
export interface SectionPosition {
  id: string;
  top: number;
}

/**
 * The highlighted nav item: "home" while scrollY is under 40, otherwise the last section
 * (in the order given) whose top is at or above 80 px; "home" when none is.
 */
export function activeSectionId(sections: readonly SectionPosition[], scrollY: number): string {
  if (!(scrollY >= NAV_THRESHOLDS.topPx)) return 'home';
  let active = 'home';
  for (const section of sections) {
    if (section.top <= NAV_THRESHOLDS.activeSectionPx) active = section.id;
  }
  return active;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** What to do with the scroll position after a route change (docs/spec.md §2). */
export type ScrollDecision =
  { kind: 'restore' } | { kind: 'scroll-to'; top: number; clearReturnTarget: boolean };

export interface ArrivalInput {
  pathname: string;
  navigationType: NavigationType;
  /** The stored returnTargetId, or null. */
  returnTargetId: string | null;
  /** The document-relative top of that element (rect.top + scrollY), or null when absent. */
  returnTargetTop: number | null;
}

/**
 * Where to scroll on arriving at a page: POP on home leaves it to the browser; other
 * arrivals at home go to the stored return target's top − 8 px (not below 0) and clear it,
 * else the top; any other path goes to the top.
 */
export function scrollOnArrival(input: ArrivalInput): ScrollDecision {
  if (input.pathname !== '/') return { kind: 'scroll-to', top: 0, clearReturnTarget: false };
  if (input.navigationType === 'POP') return { kind: 'restore' };
  if (input.returnTargetId === null) return { kind: 'scroll-to', top: 0, clearReturnTarget: false };
  const top =
    input.returnTargetTop === null || !Number.isFinite(input.returnTargetTop)
      ? 0
      : input.returnTargetTop;
  return {
    kind: 'scroll-to',
    top: Math.max(0, top - NAV_THRESHOLDS.returnOffsetPx),
    clearReturnTarget: true,
  };
}

/** The sessionStorage writes when the visitor leaves home (docs/spec.md §2). */
export function homeLeaveWrites(scrollY: number): Record<string, string> {
  const y = Number.isFinite(scrollY) && scrollY > 0 ? Math.round(scrollY) : 0;
  return {
    [STORAGE_KEYS.homeScrollPosition]: String(y),
    [STORAGE_KEYS.isReturningToHome]: FLAG_SET,
  };
}

/** The sessionStorage writes when a home card is clicked: home scrolls back to it later. */
export function cardClickWrites(cardId: string): Record<string, string> {
  return { [STORAGE_KEYS.lastHomeCardId]: cardId, [STORAGE_KEYS.returnTargetId]: cardId };
}

/** "Back" buttons: go back when the previous history entry is this site's, else to `/`. */
export function backDestination(historyIndex: number | null | undefined): 'back' | '/' {
  return typeof historyIndex === 'number' && historyIndex > 0 ? 'back' : '/';
}

/** A failed lazy chunk: reload once (guard not yet set), else show the error page. */
export function chunkErrorAction(reloadGuard: string | null): 'reload' | 'show-error' {
  return reloadGuard === FLAG_SET ? 'show-error' : 'reload';
}
