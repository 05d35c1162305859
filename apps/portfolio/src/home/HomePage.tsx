import { lazy, Suspense, useState } from 'react';
import type LowerSectionsComponent from './LowerSections';
import { Hero } from './Hero';

type LowerSectionsModule = { default: typeof LowerSectionsComponent };

let loaded: LowerSectionsModule | null = null;
const load = () =>
  import('./LowerSections').then((module) => {
    loaded = module;
    return module;
  });
/** Loaded when the app starts, not preloaded by the page (tools/prerender/html.ts `HYDRATED_LATER`). */
const LazyLowerSections = lazy(load);

/**
 * Fetches the lower sections after the page's `load` on every page, so a later client navigation
 * to home renders them at once (a hash such as /#gallery then finds its section).
 */
export function prefetchLowerSections(): void {
  if (typeof window === 'undefined' || loaded) return;
  const start = () => void load().catch(() => {});
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The home page (docs/spec.md §1): hero, Experiments, Playground, Projects, About and Gallery; the footer
 * is the layout's. Below the hero is its own chunk (issue 30: home's initial JS), hydrated with
 * the page's ready mark (<PageReady />, rendered after the lower sections).
 */
export function HomePage() {
  // Chosen once per visit of home: switching it would remount the sections.
  const [LowerSections] = useState(() => loaded?.default ?? LazyLowerSections);
  // A client navigation to home (the app is already running) before the chunk has arrived: no
  // boundary of home's own, so the navigation's transition keeps the previous page on screen
  // until home can show whole, and the arrival's scroll (a hash such as /#gallery, the return
  // target, a back navigation's position) finds its section. Only the first page of a visit is
  // hydrated, and its boundary lets the hero answer before the lower sections' chunk.
  const [awaitWhole] = useState(
    () =>
      LowerSections === LazyLowerSections &&
      typeof document !== 'undefined' &&
      'hydrated' in document.documentElement.dataset,
  );
  return (
    <>
      <Hero />
      {awaitWhole ? (
        <LowerSections />
      ) : (
        <Suspense>
          <LowerSections />
        </Suspense>
      )}
    </>
  );
}
