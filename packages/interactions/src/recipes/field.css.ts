import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { colourTransition, motionSafeTransition } from '../shared/motion.js';
import { edgeBorder, edgeColour, focusRing } from '../shared/style-helpers.js';

/** Wraps the input and its action, which sits inside the input's end. */
export const fieldWrap = style({ position: 'relative' });

/** A text input; `data-status="invalid" | "valid"` colours its border. */
export const fieldInput = style([
  motionSafeTransition(colourTransition),
  {
    display: 'block',
    width: '100%',
    minHeight: '48px',
    // Room at the end of the line for the action: its 40px, its inset (space-1) and a gap (space-2).
    paddingBlock: 0,
    paddingInline: `${vars.space['4']} calc(40px + ${vars.space['1']} + ${vars.space['2']})`,
    background: vars.color.surface,
    color: vars.color.text,
    ...edgeBorder('1px', vars.color.borderStrong),
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    fontFamily: vars.font.body,
    letterSpacing: '0.02em',
    selectors: {
      '&:hover': edgeColour(vars.color.text),
      // The ring sits closer than elsewhere: the field's own border turns the focus colour too.
      '&:focus-visible': { ...focusRing, outlineOffset: '1px', ...edgeColour(vars.color.focus) },
      '&[data-status="invalid"]': edgeColour(vars.color.danger),
      '&[data-status="valid"]': edgeColour(vars.color.success),
    },
  },
]);

/** An icon button inside the input's end (show/hide a password), 40px square. */
export const fieldAction = style([
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
