import { useState } from 'react';
import { about, sections } from '../content/site';
import { container, section } from '../styles/site.css';
import * as styles from './About.css';

/** About (docs/spec.md §1): three paragraphs; "Make it short" strikes through the secondary text. */
export function About() {
  const [short, setShort] = useState(false);
  return (
    <section id="about" className={section} aria-labelledby="about-title">
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.aside}>
          <p className={styles.eyebrow}>
            <span className={styles.number}>04</span> {sections.about.eyebrow}
          </p>
          <h2 id="about-title" className={styles.heading}>
            {about.heading}
          </h2>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={short}
            onClick={() => setShort((value) => !value)}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            {sections.about.toggle}
          </button>
        </div>
        <div className={styles.text} data-state={short ? 'short' : 'full'}>
          {about.paragraphs.map((runs, index) => (
            <p key={index} className={styles.paragraph}>
              {runs.map((run, runIndex) =>
                run.secondary ? (
                  <span key={runIndex} className={styles.secondary}>
                    {run.text}
                  </span>
                ) : (
                  <span key={runIndex}>{run.text}</span>
                ),
              )}
            </p>
          ))}
        </div>
      </div>
    </section>
  );
}
