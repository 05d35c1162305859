import { scrollBehavior } from './motion';

/** The document-relative top of an element, or null when it is not on the page. */
export function documentTop(id: string): number | null {
  const element = document.getElementById(id);
  if (!element) return null;
  return element.getBoundingClientRect().top + window.scrollY;
}

/** Scrolls the window to a document position, smoothly unless reduced motion (or `instant`). */
export function scrollToY(top: number, behavior: ScrollBehavior = scrollBehavior()): void {
  window.scrollTo({ top: Math.max(0, top), left: 0, behavior });
}

/** Scrolls to the element with this id (its top at the top of the viewport); false when absent. */
export function scrollToId(id: string, behavior: ScrollBehavior = scrollBehavior()): boolean {
  const top = documentTop(id);
  if (top === null) return false;
  scrollToY(top, behavior);
  return true;
}
