import { Link } from 'react-router-dom';
import { pageMessages } from '@portfolio/core';
import { useBackOrHome } from '../useBackOrHome';
import * as styles from '../page.css';

/** Any unknown path and unknown case-study slug (docs/spec.md §2): noindex, back home, explore projects. */
export function NotFoundPage() {
  const back = useBackOrHome();
  return (
    <section className={styles.statusPage} aria-labelledby="not-found-title">
      {/* RouteHead sets the title; the page marks itself noindex wherever it renders (an unknown slug too). */}
      <meta name="robots" content="noindex" />
      <div className={styles.grid} aria-hidden="true" />
      <p className={styles.statusCode}>404</p>
      <h1 id="not-found-title" className={styles.displayTitle}>
        {pageMessages.notFoundTitle}
      </h1>
      <p className={styles.lede}>{pageMessages.notFoundBody}</p>
      <div className={styles.buttonRow}>
        <button type="button" className={styles.primaryButton} onClick={back}>
          <span aria-hidden="true">←</span>
          {pageMessages.backToHome}
        </button>
        <Link className={styles.secondaryButton} to="/#projects">
          {pageMessages.exploreProjects}
        </Link>
      </div>
    </section>
  );
}

export default NotFoundPage;
