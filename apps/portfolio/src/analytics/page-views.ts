/*
 * The page-view front every page loads: a queue of paths. The reporting itself (environment
 * checks, the analytics library) is ./analytics.ts, its own chunk, loaded after the page's
 * `load` event so none of it is in the initial JavaScript or on the critical path.
 */
type Report = (pathname: string) => void;

let started = false;
let report: Report | null = null;
const waiting: string[] = [];

/** Starts page-view reporting once, after `load`. Safe to call on the server. */
export function startPageViews(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const load = () => {
    import('./analytics')
      .then((analytics) => {
        analytics.startPageViews();
        report = analytics.reportPageView;
        for (const pathname of waiting.splice(0)) report(pathname);
      })
      .catch(() => {
        // No page views this visit (a failed chunk load must not break the page).
        waiting.length = 0;
        report = () => {};
      });
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

/** Reports a page view (queued until the reporting module has loaded). */
export function reportPageView(pathname: string): void {
  if (typeof window === 'undefined') return;
  if (report) report(pathname);
  else waiting.push(pathname);
}
