import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

// Text by role: each one a size, a weight and a colour from the theme. One export per role, so a
// bundle keeps only the ones it uses (the recipes entry groups them as `text`).

/** A screen's heading: "Processing Complete!", "Password Created!". */
export const textTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '-0.01em',
  lineHeight: 1.25,
  color: vars.color.text,
});

/** A field's label, or a value that reads like one. */
export const textLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

/** Supporting text under a title or beside a value. */
export const textDescription = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The smallest text: units, notes, a meter's caption. */
export const textCaption = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** A short uppercase kicker above a title ("Step 1 of 3"). */
export const textEyebrow = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
