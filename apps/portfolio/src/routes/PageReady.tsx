import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the route's page has been hydrated (or rendered) and its
 * effects have run. Rendered after the page inside the page's own Suspense boundary, so the mark
 * waits for a lazy page's chunk too; effects run children first, so every effect of the page
 * (the router's history listener included) has run by then.
 *
 * Hydration runs as a transition, in slices (main.tsx): until this mark, a part of the page may
 * still be static HTML. The browser tests and the INP probe wait for it instead of reading
 * React's internals.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
