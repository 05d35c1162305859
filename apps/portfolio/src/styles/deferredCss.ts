// The prerendered pages inline their critical CSS and link the full stylesheets with
// media="print" and `data-deferred-css` (tools/prerender/critical-css.ts), so they never block the
// first paint. The page's loader (tools/prerender/late-boot.ts) switches them on together once all
// have arrived; what renders later than the prerendered markup (the demos) waits for them.

let ready: Promise<void> | null = null;

/**
 * Ends the transitions the full stylesheets started where nobody sees them yet. The parts whose
 * rules the critical CSS leaves to them (tools/prerender/critical-css.ts lateParts) skip rendering
 * until they apply; Firefox still gives their elements the unstyled style first, so the styled
 * one starts colour fades there, which do not advance while skipped: the footer's Email button
 * would fade in from a grey button the first time it is scrolled to.
 */
function finishUnseenTransitions(): void {
  if (typeof CSSTransition === 'undefined') return;
  for (const animation of document.getAnimations())
    if (animation instanceof CSSTransition) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      if (target && !target.checkVisibility({ contentVisibilityAuto: true })) animation.finish();
    }
}

/**
 * Resolves once each deferred stylesheet has loaded (or failed), and then marks them switched on
 * and ends the transitions they started where nobody sees them. Idempotent. The page's loader
 * (tools/prerender/late-boot.ts) adds them with media="print" and switches them all on in one task
 * when the last arrives, before this (its handlers come first): one at a time, the first to arrive
 * would restyle the page alone, since the site composes the package's classes with its own at
 * equal specificity and the shared sheet's package rules come after the inline critical CSS's
 * site rules (the contents pills of the lazy pages lost their padding until the page's own sheet
 * arrived).
 */
export function applyDeferredStylesheets(): Promise<void> {
  if (ready) return ready;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')];
  ready = Promise.all(
    links.map(
      (link) =>
        link.sheet ??
        new Promise((resolve) => {
          link.addEventListener('load', resolve);
          link.addEventListener('error', resolve);
        }),
    ),
  ).then(() => {
    for (const link of links) link.removeAttribute('data-deferred-css');
    finishUnseenTransitions();
  });
  return ready;
}

/** Resolves when the full stylesheets are in (at once in the dev server and on the server). */
export function stylesheetsReady(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return applyDeferredStylesheets();
}
