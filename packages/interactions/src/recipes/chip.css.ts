import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

/** A small pill of text. */
const base = style({
  fontFamily: vars.font.body,
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});

// One export per tone and size, so a bundle keeps only the ones it uses.

/** A hint: a hairline border (inside the same height), muted text. */
export const chipNeutral = style([
  base,
  {
    padding: `1px ${vars.space['2']}`,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.bg,
    color: vars.color.textMuted,
    fontWeight: 500,
  },
]);

/** A saving or a gain, in the success colours. */
export const chipSuccess = style([
  base,
  {
    background: vars.color.successSoft,
    color: vars.color.success,
    fontVariantNumeric: 'tabular-nums',
  },
]);

/** The small size, a tag inside a control: one text line tall, square-ish corners. After the tones, so it wins. */
export const chipSmall = style({ padding: `0 ${vars.space['1']}`, borderRadius: vars.radius.sm });
