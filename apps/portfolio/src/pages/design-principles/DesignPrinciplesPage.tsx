import { Link } from 'react-router-dom';
import { INTRO_QUOTE } from '@portfolio/core';
import { principles, principlesPage } from '../../content/principles';
import { experiments, projects } from '../../content/site';
import { caseStudyPath } from '../../routes/paths';
import * as page from '../page.css';
import * as styles from './DesignPrinciplesPage.css';
import { itemNumber } from '../../lib/itemNumber';

function projectName(slug: string): string {
  return (
    projects.find((project) => project.slug === slug)?.name ??
    experiments.find((item) => item.slug === slug)?.title ??
    slug
  );
}

/** `/design-principles`: the intro quote, then each principle with an explanation and an example. */
export default function DesignPrinciplesPage() {
  return (
    <div className={page.shell}>
      <header className={styles.header}>
        <p className={page.eyebrow}>
          <span className={page.eyebrowDot} aria-hidden="true" />
          {principlesPage.eyebrow}
        </p>
        <h1 className={page.displayTitle}>{principlesPage.title}</h1>
        <p className={page.lede}>{principlesPage.lede}</p>
      </header>

      <figure className={styles.quote}>
        <blockquote className={styles.quoteText}>
          <p>“{INTRO_QUOTE}”</p>
        </blockquote>
        <figcaption className={styles.quoteNote}>{principlesPage.quoteNote}</figcaption>
      </figure>

      <nav aria-label="Principles" className={styles.toc}>
        <ol className={styles.tocList}>
          {principles.map((principle) => (
            <li key={principle.id}>
              <a className={styles.tocLink} href={`#${principle.id}`}>
                {principle.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <ol className={styles.list}>
        {principles.map((principle, index) => (
          <li key={principle.id}>
            <section
              id={principle.id}
              className={styles.principle}
              aria-labelledby={`${principle.id}-title`}
            >
              <span className={styles.number} aria-hidden="true">
                {itemNumber(index)}
              </span>
              <div className={styles.principleBody}>
                <h2 id={`${principle.id}-title`} className={styles.principleTitle}>
                  {principle.title}
                </h2>
                <p className={styles.explanation}>{principle.explanation}</p>
                <div className={styles.example}>
                  <p className={styles.exampleLabel}>Example</p>
                  <p className={styles.exampleText}>{principle.example}</p>
                  {principle.caseStudy ? (
                    <Link className={page.textLink} to={caseStudyPath(principle.caseStudy)}>
                      Read the {projectName(principle.caseStudy)} case study
                    </Link>
                  ) : null}
                </div>
              </div>
            </section>
          </li>
        ))}
      </ol>
    </div>
  );
}
