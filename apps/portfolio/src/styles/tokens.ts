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

/** Breakpoints (min-width), as media queries. */
export const media = {
  /** Full navigation pill instead of the compact one. */
  nav: 'screen and (min-width: 760px)',
  tablet: 'screen and (min-width: 640px)',
  desktop: 'screen and (min-width: 1024px)',
  wide: 'screen and (min-width: 1600px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
} as const;
