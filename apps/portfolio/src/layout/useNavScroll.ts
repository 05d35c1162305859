import { useEffect, useState } from 'react';
import { activeSectionId, navVisibleAfterScroll } from '@portfolio/core';
import { TRACKED_SECTION_IDS } from './navItems';

export interface NavScrollState {
  /** The bar is showing (hidden after scrolling down past 64 px, back on scroll up). */
  visible: boolean;
  /** The highlighted item's id on home ("home" near the top), or null on other pages. */
  activeId: string | null;
}

function readActive(): string {
  const sections = [];
  for (const id of TRACKED_SECTION_IDS) {
    const element = document.getElementById(id);
    if (element) sections.push({ id, top: element.getBoundingClientRect().top });
  }
  return activeSectionId(sections, window.scrollY);
}

/**
 * Follows the window's scroll once per frame and applies core's navigation rules
 * (docs/spec.md §2). Renders as "visible, Home active" on the server and at hydration.
 */
export function useNavScroll(isHome: boolean): NavScrollState {
  const [visible, setVisible] = useState(true);
  const [activeId, setActiveId] = useState<string | null>(isHome ? 'home' : null);

  useEffect(() => {
    let previousY = window.scrollY;
    let wasVisible = true;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      wasVisible = navVisibleAfterScroll(previousY, y, wasVisible);
      previousY = y;
      setVisible(wasVisible);
      setActiveId(isHome ? readActive() : null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The first reading waits for the next frame: reading the sections' layout here, while
    // the page hydrates, would force a layout of the whole page in the middle of it.
    frame = requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [isHome]);

  return { visible, activeId };
}
