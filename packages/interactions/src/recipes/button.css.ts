import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { colourTransition, focusRing, fontSize, motionSafeTransition } from './style-helpers.js';

const base = style([
  motionSafeTransition(colourTransition),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: '44px',
    padding: `0 ${vars.space['5']}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontSize: fontSize.md,
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    },
  },
]);

/** Button looks shared by the three demos: one accent action per screen, the rest quiet. */
export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.accent,
      color: vars.color.onAccent,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': {
          background: vars.color.accentHover,
        },
        '&:disabled, &[aria-disabled="true"]': {
          background: vars.color.track,
          color: vars.color.textMuted,
          borderColor: vars.color.border,
        },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.bg },
        '&:disabled, &[aria-disabled="true"]': {
          color: vars.color.textMuted,
          borderColor: vars.color.border,
        },
      },
    },
  ],
  quiet: [
    base,
    {
      minHeight: '36px',
      padding: `0 ${vars.space['3']}`,
      background: 'transparent',
      color: vars.color.textMuted,
      fontSize: fontSize.sm,
      fontWeight: 500,
      selectors: {
        '&:hover': { color: vars.color.text, background: vars.color.bg },
      },
    },
  ],
});

/** Stretches a button to the width of its container. */
export const fullWidth = style({ width: '100%' });
