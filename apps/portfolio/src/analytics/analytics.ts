/*
 * Page views (docs/spec.md §7: "page-view reporting to a web-analytics service on the same origin").
 * Loaded lazily after `load` by ./page-views.ts (the queue every page carries).
 * Vercel Web Analytics: its script is served by the host at /_vercel/insights/script.js and
 * sends to /_vercel/insights/view on the same origin. The library loads after the page's
 * `load` event, off the critical path, and only in production builds opened by a person:
 * never in development, unit tests, automated browsers (navigator.webdriver) or on a loopback
 * host (a local `dist/` server, Lighthouse), where /_vercel/insights does not exist.
 */

import { routeAt } from '../routes/table';

export interface PageView {
  /** The route pattern, e.g. `/case-study/[slug]`. */
  route: string;
  /** The concrete path, e.g. `/case-study/climatix-ic`. */
  path: string;
}

/** Whether page views are reported in this environment. */
export function pageViewsEnabled(environment: {
  production: boolean;
  automated: boolean;
  local?: boolean;
}): boolean {
  return environment.production && !environment.automated && environment.local !== true;
}

/** A loopback host: a local build or the test server, where the host's analytics endpoint does not exist. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** The route pattern of a path, so views of every case study group together (the route table's group). */
export function routeOf(pathname: string): string {
  return routeAt(pathname).analyticsGroup ?? pathname;
}

type Send = (view: PageView) => void;

let state: 'idle' | 'off' | 'loading' | 'on' = 'idle';
let send: Send | null = null;
const waiting: PageView[] = [];

/** Starts page-view reporting once (after `load`, when idle). Safe to call on the server. */
export function startPageViews(): void {
  if (state !== 'idle' || typeof window === 'undefined') return;
  const enabled = pageViewsEnabled({
    production: import.meta.env.PROD,
    automated: navigator.webdriver === true,
    local: isLocalHost(location.hostname),
  });
  if (!enabled) {
    state = 'off';
    waiting.length = 0;
    return;
  }
  state = 'loading';
  const load = () => {
    import('@vercel/analytics')
      .then(({ inject, pageview }) => {
        // Route changes are reported by us (with the route pattern), not by history patching.
        inject({ mode: 'production', disableAutoTrack: true, framework: 'react-router' });
        send = pageview;
        state = 'on';
        for (const view of waiting.splice(0)) pageview(view);
      })
      .catch(() => {
        state = 'off';
        waiting.length = 0;
      });
  };
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Reports a page view (queued until the library has loaded; dropped when reporting is off). */
export function reportPageView(pathname: string): void {
  if (state === 'off' || typeof window === 'undefined') return;
  const view = { route: routeOf(pathname), path: pathname };
  if (send) send(view);
  else waiting.push(view);
}
