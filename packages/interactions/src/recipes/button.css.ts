import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { colourTransition, motionSafeTransition } from '../shared/motion.js';
import { centredControl, edgeBorder, edgeColour, focusRing } from '../shared/style-helpers.js';

const enabledHover = '&:hover:not(:disabled):not([aria-disabled="true"])';
const disabled = '&:disabled, &[aria-disabled="true"]';

/** Every button: a centred label at the medium size (44px, the touch target), with the focus ring. */
const base = style([
  motionSafeTransition(colourTransition),
  {
    display: 'inline-flex',
    ...centredControl('44px', vars.space['5']),
    borderRadius: vars.radius.md,
    ...edgeBorder('1px', 'transparent'),
    // The host's family (the token's default) rather than the browser's button font.
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&:focus-visible': focusRing, [disabled]: { cursor: 'not-allowed' } },
  },
]);

// One export per look and size (not a styleVariants object), so a bundle keeps only the ones it uses.

/** The one main action of a screen. */
export const buttonPrimary = style([
  base,
  {
    background: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      [enabledHover]: { background: vars.color.accentHover },
      [disabled]: {
        background: vars.color.track,
        color: vars.color.textMuted,
        ...edgeColour(vars.color.border),
      },
    },
  },
]);

/** An action beside the primary one. */
export const buttonSecondary = style([
  base,
  {
    background: vars.color.surface,
    color: vars.color.text,
    ...edgeColour(vars.color.borderStrong),
    selectors: {
      [enabledHover]: { background: vars.color.bg },
      [disabled]: { color: vars.color.textMuted, ...edgeColour(vars.color.border) },
    },
  },
]);

/** A quiet extra (Reset): no fill and no border until hovered. */
export const buttonGhost = style([
  base,
  {
    background: 'transparent',
    color: vars.color.textMuted,
    fontWeight: 500,
    selectors: { '&:hover': { color: vars.color.text, background: vars.color.bg } },
  },
]);

/** The small size (36px); the medium one (44px) is the base's own. After the looks, so it wins. */
export const buttonSmall = style({
  minHeight: '36px',
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
});

/** Stretches a button to the width of its container. */
export const buttonFullWidth = style({ width: '100%' });
