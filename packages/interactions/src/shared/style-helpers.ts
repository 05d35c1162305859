import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

// Plain helpers for the components' .css.ts files (a .css.ts may only export styles).

/** A transition that is switched off under `prefers-reduced-motion: reduce` (state changes stay instant). */
export function motionSafeTransition(transition: string): StyleRule {
  return {
    transition,
    '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  };
}

/** The transition of colour, border and shadow changes on hover and selection. */
export const colourTransition = `color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`;

/** The focus ring every interactive element shows for keyboard focus. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** Type scale (the theme contract has no type sizes; rem keeps the reader's zoom). */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  display: '2.5rem',
} as const;

/** Narrow cards (phones) use tighter padding; this is where the roomier padding starts. */
export const wideCard = 'screen and (min-width: 30em)';

/**
 * A container query on the card's own width: multi-column layouts start only when the
 * card itself is wide, whatever the viewport (a narrow sidebar on a desktop stays stacked).
 */
export const wideLayout = '(min-width: 28em)';
