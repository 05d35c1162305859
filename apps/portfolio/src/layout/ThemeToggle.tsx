import { useEffect, useRef } from 'react';
import { DEFAULT_THEME } from '@portfolio/core';
import { flipDocumentTheme, readTheme, themeToggleLabel as labelFor } from './useTheme';
import * as styles from './Header.css';

/**
 * Switches between the dark (default) and light theme. A press only flips `<html data-theme>`
 * (CSS variables repaint the page) and the button's own name: React re-renders nothing. The
 * button follows the document's theme, so a theme set before hydration (the head script) or
 * from elsewhere is what it names.
 */
// The switch (src/layout/themeSwitch.ts) is a chunk of its own, loaded once the toggle has
// hydrated, so home's initial JS does not carry it (and the inline event contract, which imports
// useTheme.ts, stays as it is). A press before it has loaded flips as one before hydration does.
let toggleDocumentTheme: (() => void) | undefined;
const switchTheme = () => (toggleDocumentTheme ?? flipDocumentTheme)();

export function ThemeToggle() {
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    const sync = () => {
      const theme = readTheme();
      button.setAttribute('aria-label', labelFor(theme));
      button.dataset.themeCurrent = theme;
    };
    sync();
    void import('./themeSwitch').then((module) => (toggleDocumentTheme = module.default));
    const observer = new MutationObserver(sync);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-theme'],
    });
    return () => observer.disconnect();
  }, []);

  return (
    <button
      type="button"
      className={styles.iconButton}
      ref={ref}
      onClick={switchTheme}
      aria-label={labelFor(DEFAULT_THEME)}
      data-theme-current={DEFAULT_THEME}
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
          <rect width="24" height="24" fill="#fff" />
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
