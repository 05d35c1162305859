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
  mono: "ui-monospace, 'SF Mono', 'JetBrains Mono', Menlo, Consolas, monospace",
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
} as const;

// Pure (no side effects): a script that imports one token does not bundle the scale.
const scale = /* @__NO_SIDE_EFFECTS__ */ (
  size: string,
  leading: number,
  tracking: string,
  weight: number,
) => ({ size, leading, tracking, weight }) as const;

/**
 * The site's headline scale, largest first (by the largest size): each large heading's size, leading, tracking and
 * weight, named for where it is used (recipes.ts `headline` writes them). Body text and small
 * labels use the theme's type scale (`vars.fontSize`).
 */
export const headlines = {
  /** Home's name in the hero. */
  hero: scale('clamp(2.75rem, 0.9rem + 9.2vw, 9.5rem)', 0.94, '-0.05em', 640),
  /** The footer's call to action. */
  footer: scale('clamp(2.5rem, 1.2rem + 6vw, 7.5rem)', 0.98, '-0.045em', 620),
  /** A lazy page's h1. */
  page: scale('clamp(2.5rem, 7vw, 4.75rem)', 1.02, '-0.035em', 700),
  /** A home section's h2. */
  section: scale('clamp(2.25rem, 1.4rem + 3.6vw, 4.5rem)', 1.02, '-0.035em', 620),
  /** About's h2, beside the portrait. */
  about: scale('clamp(2.25rem, 1.4rem + 3.2vw, 4rem)', 1.02, '-0.035em', 620),
  /** A project's impact figure. */
  impact: scale('clamp(2.5rem, 2rem + 1.6vw, 3.5rem)', 1, '-0.04em', 600),
  /** A project's name. */
  project: scale('clamp(2rem, 1.5rem + 1.8vw, 3.25rem)', 1, '-0.04em', 640),
  /** A case study's metric figure. */
  metric: scale('clamp(2rem, 4.5vw, 2.75rem)', 1.05, '-0.03em', 700),
  /** A micro-interaction's h2. */
  demo: scale('clamp(1.75rem, 3.6vw, 2.5rem)', 1.12, '-0.02em', 700),
  /** A design principle's h2. */
  principle: scale('clamp(1.625rem, 3.4vw, 2.375rem)', 1.15, '-0.02em', 700),
  /** A case study's section h2. */
  prose: scale('clamp(1.5rem, 3vw, 2rem)', 1.2, '-0.02em', 700),
  /** An experiment card's title. */
  card: scale('clamp(1.5rem, 1.3rem + 0.6vw, 1.875rem)', 1.1, '-0.03em', 620),
  /** A link in the mobile menu. */
  menu: scale('1.75rem', 1.1, '-0.03em', 560),
  /** The password dialog's title. */
  dialog: scale('1.5rem', 1.2, '-0.01em', 700),
  /** The case-study gate's title. */
  gate: scale('1.375rem', 1.25, '-0.01em', 700),
  /** A Playground demo's title. */
  frame: scale('1.25rem', 1.2, '-0.02em', 620),
} as const;
