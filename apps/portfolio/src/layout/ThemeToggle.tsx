import { useTheme } from './useTheme';
import * as styles from './Header.css';

/** Switches between the dark (default) and light theme; the name says which theme it switches to. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggle}
      aria-label={`Switch to ${next} theme`}
      data-theme-current={theme}
    >
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        className={styles.themeIcon}
      >
        {/* The sun's rays fold away into the moon's crescent. */}
        <mask id="theme-toggle-moon">
          <rect x="0" y="0" width="24" height="24" fill="white" />
          <circle className={styles.moonBite} cx="17" cy="7" r="5.5" fill="black" />
        </mask>
        <circle
          className={styles.sunCore}
          cx="12"
          cy="12"
          r="5"
          fill="currentColor"
          mask="url(#theme-toggle-moon)"
        />
        <g
          className={styles.sunRays}
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        >
          <path d="M12 1.75v2M12 20.25v2M1.75 12h2M20.25 12h2M4.75 4.75l1.4 1.4M17.85 17.85l1.4 1.4M4.75 19.25l1.4-1.4M17.85 6.15l1.4-1.4" />
        </g>
      </svg>
    </button>
  );
}
