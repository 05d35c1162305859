import { useEffect, useState, type RefObject } from 'react';

/** Whether the intro quote covers the page (docs/spec.md §2): until its slide-up starts. */
function introCovers(root: HTMLElement): boolean {
  return root.dataset.intro === 'show' && root.dataset.introPhase !== 'transition';
}

/**
 * Whether an element can be seen: on screen and not under the intro quote. Continuous
 * animations use it to do no work nobody sees (each tick repaints). True until the browser
 * says otherwise, so the server render and the first client render agree; always true
 * without IntersectionObserver.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  const [covered, setCovered] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  useEffect(() => {
    const root = document.documentElement;
    const update = () => setCovered(introCovers(root));
    update();
    if (typeof MutationObserver === 'undefined') return;
    const observer = new MutationObserver(update);
    observer.observe(root, {
      attributes: true,
      attributeFilter: ['data-intro', 'data-intro-phase'],
    });
    return () => observer.disconnect();
  }, []);

  return onScreen && !covered;
}
