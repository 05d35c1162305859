// The card's layout numbers: where it changes and how wide it grows. Plain values (no theme
// import), so the layout facts (src/layout) can name them without pulling in the theme's CSS.

/** Narrow cards (phones) use tighter padding; this is where the roomier padding starts. */
export const wideCard = 'screen and (min-width: 30em)';

/**
 * A container query on the card's own width: multi-column layouts start only when the
 * card itself is wide, whatever the viewport (a narrow sidebar on a desktop stays stacked).
 */
export const wideLayout = '(min-width: 28em)';

/** The card is fluid up to this width, in px. */
export const cardMaxWidth = 560;
