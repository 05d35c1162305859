import { useRef, type MouseEvent } from 'react';
import { TYPEWRITER_WORDS } from '@portfolio/core';
import { hero } from '../content/site-first';
import { scrollToId } from '../lib/scroll';
import { visuallyHidden } from '@portfolio/interactions/recipes';
import { button } from '../styles/site.css';
import { isPlainClick } from '../layout/useSectionLink';
import { useInView } from '../lib/useInView';
import { Typewriter } from './Typewriter';
import * as styles from './Hero.css';

/** "intention, purpose, care and passion." — the headline as a screen reader hears it. */
function spokenWords(): string {
  const words = TYPEWRITER_WORDS.map((word) => word.replace(/\.$/, ''));
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}.`;
}

/** A plain click scrolls smoothly (or instantly under reduced motion) without touching the URL;
 * without JavaScript, or before hydration, the link jumps to its section. */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  scrollToId(id);
}

/**
 * The hero (docs/spec.md §1): tagline, typewriter headline and the two section links (shown as
 * buttons). Out of sight (scrolled away, or under the intro quote) its motion stops: the
 * typewriter's clock, and the status dot's pulse and the caret's blink (`data-still`), which
 * otherwise had the compositor draw a frame every vsync for nobody (issue 30).
 */
export function Hero() {
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  return (
    <section
      ref={ref}
      id="home"
      className={styles.hero}
      aria-labelledby="hero-title"
      data-still={inView ? undefined : ''}
    >
      <div className={styles.inner}>
        <p className={styles.eyebrow}>
          <span className={styles.status} aria-hidden="true" />
          {hero.eyebrow}
        </p>
        <h1 id="hero-title" className={styles.title}>
          <span className={styles.lead}>{hero.headlineLead}</span>{' '}
          <span className={visuallyHidden}>{spokenWords()}</span>
          <Typewriter inView={inView} />
        </h1>
        <div className={styles.footer}>
          <p className={styles.tagline}>{hero.tagline}</p>
          <div className={styles.actions}>
            <a
              href="#experiments"
              className={button.primary}
              onClick={(event) => scrollToSection(event, 'experiments')}
            >
              Experiments
            </a>
            <a
              href="#projects"
              className={button.secondary}
              onClick={(event) => scrollToSection(event, 'projects')}
            >
              Projects
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
