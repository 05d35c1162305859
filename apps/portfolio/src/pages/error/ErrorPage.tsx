import { pageMessages } from '@portfolio/core';
import { useBackOrHome } from '../useBackOrHome';
import * as styles from '../page.css';

/** The unexpected-error page (docs/spec.md §8): Refresh Page reloads, Go to Home goes back or to `/`. */
export function ErrorPage() {
  const back = useBackOrHome();
  return (
    <main id="main" className={styles.statusPage} aria-labelledby="error-title">
      <div className={styles.grid} aria-hidden="true" />
      <h1 id="error-title" className={styles.displayTitle}>
        {pageMessages.errorTitle}
      </h1>
      <p className={styles.lede}>{pageMessages.errorBody}</p>
      <div className={styles.buttonRow}>
        <button
          type="button"
          className={styles.primaryButton}
          onClick={() => window.location.reload()}
        >
          {pageMessages.refreshPage}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={back}>
          {pageMessages.goToHome}
        </button>
      </div>
    </main>
  );
}
