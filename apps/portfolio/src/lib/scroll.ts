import { scrollBehavior } from './motion';

/**
 * Lays the whole page out for good: home's sections skip rendering while off screen
 * (content-visibility, src/styles/site.css.ts), so their sizes are estimates until then.
 */
function fullLayout(): void {
  document.documentElement.dataset.layout = 'full';
}

/** The document-relative top of an element, or null when it is not on the page. */
export function documentTop(id: string): number | null {
  fullLayout();
  const element = document.getElementById(id);
  if (!element) return null;
  return element.getBoundingClientRect().top + window.scrollY;
}

/** Scrolls the window to a document position, smoothly unless reduced motion (or `instant`). */
export function scrollToY(top: number, behavior: ScrollBehavior = scrollBehavior()): void {
  fullLayout();
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior });
}

/** Scrolls to the element with this id (its top at the top of the viewport); false when absent. */
export function scrollToId(id: string, behavior: ScrollBehavior = scrollBehavior()): boolean {
  const top = documentTop(id);
  if (top === null) return false;
  scrollToY(top, behavior);
  return true;
}
