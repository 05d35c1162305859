import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { playground, sections, type PlaygroundItem } from '../content/site';
import { microInteractionsRoute } from '../routes/table';
import { arrow, button } from '../styles/site.css';
import { stylesheetsReady } from '../styles/deferredCss';
import { useNearViewport } from '../lib/useNearViewport';
import { HomeSection } from './HomeSection';
import * as styles from './Playground.css';

// The live demos are the real components from @portfolio/interactions, loaded only when
// the Playground nears the viewport, so the home page's first JavaScript stays small.
let interactionsLoaded = false;
// Their styles are in the full stylesheet, deferred behind the critical CSS: wait for it too.
const loadInteractions = () =>
  Promise.all([import('@portfolio/interactions'), stylesheetsReady()]).then(([module]) => {
    interactionsLoaded = true;
    return module;
  });
const SmartFormValidation = lazy(() =>
  loadInteractions().then((m) => ({ default: m.SmartFormValidation })),
);
const ProgressIndicator = lazy(() =>
  loadInteractions().then((m) => ({ default: m.ProgressIndicator })),
);
const PricingCalculator = lazy(() =>
  loadInteractions().then((m) => ({ default: m.PricingCalculator })),
);

/** Each demo as it sits under its h3 frame title. */
const demos: Record<PlaygroundItem['type'], () => ReactNode> = {
  'smart-form-validation': () => <SmartFormValidation headingLevel={4} />,
  'progress-indicator': () => <ProgressIndicator headingLevel={4} />,
  'pricing-calculator': () => <PricingCalculator />,
};

/** How far ahead of the viewport the demos start loading. */
const PRELOAD_MARGIN = '800px 0px';

/**
 * What stands in a demo's card while its code loads: a spinner and "Loading {title}…". The
 * spinner turns once the code is on its way, as the Playground nears the viewport.
 */
function DemoPlaceholder({
  title,
  waiting = false,
}: {
  /** The demo's title, as its card names it. */
  title: string;
  /** True until the demo's code is asked for: the spinner stands still. */
  waiting?: boolean;
}) {
  return (
    <div className={styles.placeholder} role="status" data-demo-loading={waiting ? 'waiting' : ''}>
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading {title}…</span>
    </div>
  );
}

/** Playground (docs/spec.md §1): the three live micro-interactions and View all. */
export function Playground() {
  const copy = sections.playground;
  // Back on home with the demos already loaded they render at once (so a restored scroll
  // position sees their real height).
  const [ref, near] = useNearViewport<HTMLDivElement>(PRELOAD_MARGIN, interactionsLoaded);
  return (
    <HomeSection
      id="playground"
      number="02"
      copy={copy}
      aside={
        <Link
          to={microInteractionsRoute.meta.path}
          className={`${button.secondary} ${styles.viewAll}`}
        >
          {copy.viewAll}
          <span className={arrow} aria-hidden="true">
            →
          </span>
        </Link>
      }
    >
      <div ref={ref} className={styles.grid}>
        {playground.map((item) => {
          return (
            <article
              key={item.id}
              id={`playground-${item.id}`}
              className={styles.frame}
              data-demo={item.type}
              aria-labelledby={`playground-${item.id}-title`}
            >
              <div className={styles.frameHeader}>
                <h3 id={`playground-${item.id}-title`} className={styles.frameTitle}>
                  {item.title}
                </h3>
                <p className={styles.caption}>{item.caption}</p>
              </div>
              <div className={styles.stage}>
                {near ? (
                  <Suspense fallback={<DemoPlaceholder title={item.title} />}>
                    {demos[item.type]()}
                  </Suspense>
                ) : (
                  <DemoPlaceholder title={item.title} waiting />
                )}
              </div>
            </article>
          );
        })}
      </div>
    </HomeSection>
  );
}
