import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToId, scrollToY } from '../lib/scroll';
import type { NavItem } from './navItems';

/** A plain left click, which the app handles; modified clicks open tabs as the browser does. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Follows a nav item (docs/spec.md §2): on home, Home scrolls smoothly to the top and a hash item
 * to its section; elsewhere it navigates to home and the arrival lands on the section.
 */
export function useSectionLink(): (item: Pick<NavItem, 'id' | 'href'>) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (item) => {
      if (pathname === '/') {
        if (item.id === 'home') scrollToY(0);
        else scrollToId(item.id);
      } else {
        navigate(item.href);
      }
    },
    [navigate, pathname],
  );
}
