/** Site-level layout tokens on top of the shared theme contract (packages/interactions vars). */
export const site = {
  /** Content column. */
  maxWidth: '1240px',
  /** Horizontal page gutter: 20 px on phones, up to 56 px on wide screens. */
  gutter: 'clamp(20px, 5vw, 56px)',
  /** Vertical rhythm between home sections. */
  sectionSpace: 'clamp(96px, 13vw, 176px)',
  /** The intro's slide: slow out, slow in. */
  easeInOut: 'cubic-bezier(0.76, 0, 0.24, 1)',
  /** Entrances: quick start, long settle. */
  easeOut: 'cubic-bezier(0.16, 1, 0.3, 1)',
  // Metric-matched fallbacks (src/fonts/fallbacks.ts) right after the web font: no shift on swap.
  serif:
    "'Instrument Serif', 'Instrument Serif Fallback', 'Instrument Serif Fallback DejaVu', 'Iowan Old Style', 'Palatino Linotype', Georgia, serif",
} as const;

/** The visitor asked for less motion: the one spelling of it, in styles (`media`) and scripts (`lib/motion.ts`). */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * A style with a colour transition adds `[themeSwitching]: { transition: 'none' }` to its
 * selectors. `<html data-theme-switching>` is on only inside the task of a theme switch, and
 * through the frame in which the regions it skipped off screen render again
 * (src/layout/themeSwitch.ts): the new colours start no fade, and when it comes off only the
 * elements of these rules are restyled, not every element (issue 30).
 */
export const themeSwitching = 'html[data-theme-switching] &';

/** Breakpoints (min-width), as media queries. */
export const media = {
  /** Full navigation pill instead of the compact one. */
  nav: 'screen and (min-width: 760px)',
  tablet: 'screen and (min-width: 640px)',
  /** Tablets only: two columns, not yet three. */
  tabletOnly: 'screen and (min-width: 640px) and (max-width: 1023.98px)',
  desktop: 'screen and (min-width: 1024px)',
  wide: 'screen and (min-width: 1600px)',
  reducedMotion,
  motionOk: '(prefers-reduced-motion: no-preference)',
  /** A pointer that hovers (a mouse): a tap on a phone would leave a hover style stuck on. */
  hover: '(hover: hover)',
} as const;
