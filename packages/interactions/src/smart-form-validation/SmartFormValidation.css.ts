import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { card } from '../shared/card.css.js';
import {
  colourTransition,
  focusRing,
  fontSize,
  motionSafeTransition,
} from '../shared/style-helpers.js';

export const root = style([card]);

export const form = style({
  display: 'grid',
  gap: vars.space['6'],
});

export const field = style({
  display: 'grid',
  gap: vars.space['2'],
});

export const label = style({
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const inputWrap = style({
  position: 'relative',
});

export const input = style([
  motionSafeTransition(colourTransition),
  {
    display: 'block',
    width: '100%',
    minHeight: '48px',
    // Room at the end of the line for the show/hide button.
    paddingBlock: 0,
    paddingInline: `${vars.space['4']} 52px`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    // 16px keeps iOS Safari from zooming into the field.
    fontSize: fontSize.md,
    fontFamily: vars.font.body,
    letterSpacing: '0.02em',
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': { ...focusRing, outlineOffset: '1px', borderColor: vars.color.focus },
      '&[data-status="invalid"]': { borderColor: vars.color.danger },
      '&[data-status="valid"]': { borderColor: vars.color.success },
    },
  },
]);

export const reveal = style([
  motionSafeTransition(colourTransition),
  {
    position: 'absolute',
    insetBlockStart: '50%',
    insetInlineEnd: vars.space['1'],
    transform: 'translateY(-50%)',
    display: 'inline-grid',
    placeItems: 'center',
    width: '40px',
    height: '40px',
    padding: 0,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.bg },
      '&:focus-visible': focusRing,
    },
  },
]);

export const meterRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['1'],
});

export const meterLabel = style({
  flex: 'none',
  fontSize: fontSize.xs,
  fontWeight: 500,
  color: vars.color.textMuted,
});

export const meter = style({
  flex: 1,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space['1'],
});

export const segment = style([
  motionSafeTransition(`background-color ${vars.motion.base} ${vars.motion.easing}`),
  {
    height: '6px',
    borderRadius: vars.radius.pill,
    background: vars.color.track,
    selectors: {
      [`${meter}[data-status="invalid"] &[data-filled="true"]`]: { background: vars.color.danger },
      [`${meter}[data-status="warning"] &[data-filled="true"]`]: { background: vars.color.warning },
      [`${meter}[data-status="valid"] &[data-filled="true"]`]: { background: vars.color.success },
    },
  },
]);

export const message = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  // One line is reserved so the form does not jump when the first message appears.
  minHeight: '1.75rem',
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

export const verdict = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: 600,
  selectors: {
    [`${message}[data-status="invalid"] &`]: { color: vars.color.danger },
    [`${message}[data-status="warning"] &`]: { color: vars.color.warning },
    [`${message}[data-status="valid"] &`]: { color: vars.color.success },
  },
});

/** A failed submit's message, above the submit button. */
export const submitError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: vars.color.danger,
});

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
});

export const hint = style({
  padding: `1px ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  color: vars.color.textMuted,
  fontSize: fontSize.xs,
  fontWeight: 500,
  selectors: {
    '&::before': { content: '"+ "', color: vars.color.textMuted },
  },
});

export const success = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['6']} 0`,
  textAlign: 'center',
});

export const successIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  marginBlockEnd: vars.space['1'],
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const successHeading = style({
  fontSize: fontSize.xl,
  fontWeight: 700,
  letterSpacing: '-0.01em',
  lineHeight: 1.25,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': focusRing,
    // Focus lands here from script; the ring is for keyboard users only.
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});

export const successBody = style({
  maxWidth: '32ch',
  marginBlockEnd: vars.space['3'],
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});
