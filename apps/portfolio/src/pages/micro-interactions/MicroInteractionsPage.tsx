import { lazy, Suspense } from 'react';
import { playground, type PlaygroundItem } from '../../content/site';
import * as demoRoom from '../../ui/demoRoom.css';
import * as page from '../page.css';
import { microInteractionsPage, notesByType } from './notes';
import * as styles from './MicroInteractionsPage.css';
import { itemNumber } from '../../lib/itemNumber';

// The live components load after the page's words: one chunk, shared with the home Playground.
const SmartFormValidation = lazy(() =>
  import('@portfolio/interactions').then((m) => ({ default: m.SmartFormValidation })),
);
const ProgressIndicator = lazy(() =>
  import('@portfolio/interactions').then((m) => ({ default: m.ProgressIndicator })),
);
const PricingCalculator = lazy(() =>
  import('@portfolio/interactions').then((m) => ({ default: m.PricingCalculator })),
);

/** The live component of a playground item; its own headings sit under the section's h2. */
function Demo({
  type,
}: {
  /** Which of the package's demos to show. */
  type: PlaygroundItem['type'];
}) {
  switch (type) {
    case 'smart-form-validation':
      return <SmartFormValidation headingLevel={3} />;
    case 'progress-indicator':
      return <ProgressIndicator headingLevel={3} />;
    case 'pricing-calculator':
      return <PricingCalculator />;
  }
}

/** What stands in a demo's place while its code loads: a spinner and "Loading the {title} demo…". */
function DemoPlaceholder({
  title,
}: {
  /** The demo's title, as its heading names it. */
  title: string;
}) {
  return (
    <div className={styles.placeholder} role="status">
      <span className={page.spinnerRing} aria-hidden="true" />
      <span>Loading the {title} demo…</span>
    </div>
  );
}

/** `/micro-interactions`: every micro-interaction with its title, caption and the live component. */
export default function MicroInteractionsPage() {
  return (
    <div className={page.shell}>
      <header className={styles.header}>
        <p className={page.eyebrow}>
          <span className={page.eyebrowDot} aria-hidden="true" />
          {microInteractionsPage.eyebrow}
        </p>
        <h1 className={page.displayTitle}>{microInteractionsPage.title}</h1>
        <p className={page.lede}>{microInteractionsPage.lede}</p>
        <p className={styles.storybook}>
          {microInteractionsPage.storybook.before}
          {/* A plain link: /storybook/ is a separate static app, not a route of this one. */}
          <a className={page.textLink} href={microInteractionsPage.storybook.href}>
            {microInteractionsPage.storybook.link}
          </a>
          .
        </p>
        <nav aria-label="Micro-interactions" className={styles.toc}>
          <ol className={styles.tocList}>
            {playground.map((item, index) => (
              <li key={item.id}>
                <a className={styles.tocLink} href={`#${item.id}`}>
                  <span className={styles.tocIndex} aria-hidden="true">
                    {itemNumber(index)}
                  </span>
                  {item.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {playground.map((item, index) => {
        return (
          <section
            key={item.id}
            id={item.id}
            className={styles.section}
            data-demo={item.type}
            aria-labelledby={`${item.id}-title`}
          >
            <div className={styles.copy}>
              <p className={styles.index} aria-hidden="true">
                {itemNumber(index)}
              </p>
              <h2 id={`${item.id}-title`} className={styles.title}>
                <a className={styles.anchor} href={`#${item.id}`}>
                  {item.title}
                </a>
              </h2>
              <p className={styles.caption}>{item.caption}</p>
              <h3 className={styles.notesTitle}>What to notice</h3>
              <ul className={styles.notes}>
                {notesByType[item.type].map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </div>
            <div className={demoRoom.room}>
              {/* Hydrates after the page's mark: the event contract holds a press on it until then. */}
              <div className={demoRoom.stage} data-lazy-part="">
                <Suspense fallback={<DemoPlaceholder title={item.title} />}>
                  <Demo type={item.type} />
                </Suspense>
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
