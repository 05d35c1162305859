import * as styles from './SkipLink.css';

/** The first stop for keyboard users: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink}>
      Skip to content
    </a>
  );
}
