import { useEffect, useState } from 'react';
import {
  INTRO_QUOTE,
  INTRO_TIMING,
  introCompletedWrites,
  introPhaseAt,
  msUntilNextIntroPhase,
  type IntroPhase,
} from '@portfolio/core';
import { session } from '../lib/storage';
import { applyWrites } from '../lib/sessionWrites';
import * as styles from './IntroOverlay.css';

export { pageShell } from './IntroOverlay.css';

/**
 * The intro's clock starts at navigation start: a prerendered quote is on screen from first
 * paint. If the app arrives later than the quote's 3000 ms (a slow network), the clock is
 * moved so the slide still plays in full.
 */
function introOrigin(): number {
  const now = performance.now();
  return now > INTRO_TIMING.quoteMs ? now - INTRO_TIMING.quoteMs : 0;
}

/**
 * The intro quote (docs/spec.md §2, §4). Always in the home markup; CSS shows it only under
 * `<html data-intro="show">`, decided before first paint by `runIntroBoot`. While it
 * shows, this drives the phases with one timer: quote → transition (3000 ms, the overlay
 * slides up) → complete (4400 ms: flags written, `data-intro="done"`, scroll unlocked).
 */
export function IntroOverlay() {
  const [phase, setPhase] = useState<IntroPhase | null>(null);

  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.intro !== 'show') return;
    // The page under the quote is painted (it slides in next) but must not take focus or be read
    // out while covered: inert until the slide starts. (Not CSS visibility: that would hold back
    // the page's first contentful paint until the slide.)
    const shell = document.getElementsByClassName(styles.pageShell)[0];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const origin = introOrigin();
    const step = () => {
      const elapsed = performance.now() - origin;
      const next = introPhaseAt(elapsed);
      setPhase(next);
      shell?.toggleAttribute('inert', next === 'quote');
      if (next === 'complete') {
        applyWrites(session, introCompletedWrites());
        delete root.dataset.introPhase;
        root.dataset.intro = 'done';
        return;
      }
      root.dataset.introPhase = next;
      if (next === 'quote') window.scrollTo(0, 0);
      timer = setTimeout(step, msUntilNextIntroPhase(elapsed) ?? 0);
    };
    step();
    return () => {
      clearTimeout(timer);
      shell?.removeAttribute('inert');
    };
  }, []);

  if (phase === 'complete') return null;
  return (
    <div className={styles.overlay} data-phase={phase ?? undefined}>
      <figure className={styles.figure}>
        <blockquote className={styles.quote}>
          <p>“{INTRO_QUOTE}”</p>
        </blockquote>
        <span className={styles.rule} aria-hidden="true" />
      </figure>
    </div>
  );
}
