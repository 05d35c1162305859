import { pageMessages } from '@portfolio/core';
import * as styles from './page.css';

/** Shown while a lazy page loads (docs/spec.md §2): "Loading..." in a polite status region. */
export function PageSpinner() {
  return (
    <div className={styles.spinnerPage}>
      <div role="status" className={styles.spinnerStatus}>
        <span className={styles.spinnerRing} aria-hidden="true" />
        {pageMessages.loading}
      </div>
    </div>
  );
}
