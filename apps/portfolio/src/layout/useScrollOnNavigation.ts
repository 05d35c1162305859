import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { hashScrollTarget, homeLeaveWrites, scrollOnArrival, STORAGE_KEYS } from '@portfolio/core';
import { session } from '../lib/storage';
import { applyWrites } from '../lib/sessionWrites';
import { documentTop, scrollToId, scrollToY } from '../lib/scroll';

// Server render and the first client render share this; useLayoutEffect warns on the server.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function introActive(): boolean {
  return document.documentElement.dataset.intro === 'show';
}

/**
 * Scroll behaviour on navigation (docs/spec.md §2). POP back to home restores the position the
 * visitor left (we restore it ourselves: the browser would restore before React has
 * rendered home, and clamp it to the previous page's height); other arrivals at home go
 * to the stored return target − 8 px, or a URL hash, or the top; other pages start at the
 * top. Leaving home stores the scroll position and return flags.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; key: string } | null>(null);
  // Where home was scrolled to, per history entry, for POP restores in this document.
  const positions = useRef(new Map<string, number>());
  const homeY = useRef(0);

  useEffect(() => {
    try {
      history.scrollRestoration = 'manual';
    } catch {
      // Not supported: the browser keeps its own behaviour.
    }
  }, []);

  // Keep the latest home position: by the time the next page renders it is too late to read.
  useEffect(() => {
    if (location.pathname !== '/') return;
    const onScroll = () => {
      homeY.current = window.scrollY;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.pathname, location.key]);

  useIsomorphicLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname: location.pathname, key: location.key };
    const isHome = location.pathname === '/';

    if (before === null) {
      // First render of this document: only a URL hash moves the page.
      const target = isHome ? hashScrollTarget(location.hash, introActive()) : null;
      if (target) requestAnimationFrame(() => scrollToId(target));
      return;
    }
    if (before.pathname === location.pathname && before.key === location.key) return;

    if (before.pathname === '/' && !isHome) {
      positions.current.set(before.key, homeY.current);
      applyWrites(session, homeLeaveWrites(homeY.current));
    }
    if (before.pathname === location.pathname) {
      // Same page, new entry: only a hash moves it.
      const target = hashScrollTarget(location.hash, introActive());
      if (target) scrollToId(target);
      return;
    }

    if (isHome && location.hash !== '' && navigationType !== 'POP') {
      const target = hashScrollTarget(location.hash, introActive());
      if (target && documentTop(target) !== null) {
        scrollToY(0, 'instant');
        scrollToId(target);
        return;
      }
    }

    const returnTargetId = isHome ? session.get(STORAGE_KEYS.returnTargetId) : null;
    const decision = scrollOnArrival({
      pathname: location.pathname,
      navigationType,
      returnTargetId,
      returnTargetTop: returnTargetId === null ? null : documentTop(returnTargetId),
    });
    if (isHome) session.remove(STORAGE_KEYS.isReturningToHome);
    if (decision.kind === 'restore') {
      const stored = Number(session.get(STORAGE_KEYS.homeScrollPosition));
      const y = positions.current.get(location.key) ?? (Number.isFinite(stored) ? stored : 0);
      scrollToY(y, 'instant');
      return;
    }
    scrollToY(decision.top, 'instant');
    if (decision.clearReturnTarget) session.remove(STORAGE_KEYS.returnTargetId);
  }, [location.pathname, location.key, location.hash, navigationType]);
}
