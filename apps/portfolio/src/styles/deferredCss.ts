// The prerendered pages inline their critical CSS and link the full stylesheets with
// media="print" and `data-deferred-css` (prerender/critical-css.ts), so they never block the
// first paint. The app switches them on as it starts; what renders later than the
// prerendered markup (the demos) waits for them.

let ready: Promise<void> | null = null;

/** Switches the deferred stylesheets on; resolves once each has loaded (or failed). Idempotent. */
export function applyDeferredStylesheets(): Promise<void> {
  if (ready) return ready;
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')];
  ready = Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet) resolve();
          else {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }
          link.media = 'all';
          link.removeAttribute('data-deferred-css');
        }),
    ),
  ).then(() => undefined);
  return ready;
}

/** Resolves when the full stylesheets are in (at once in the dev server and on the server). */
export function stylesheetsReady(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return applyDeferredStylesheets();
}
