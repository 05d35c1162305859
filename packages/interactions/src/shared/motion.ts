import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { edge } from './edge.css.js';

// The motion helpers of the .css.ts files: what moves, and that it stops under reduced motion.

/** The visitor asked for less motion: the one spelling of it in the package's styles. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';

/** A transition that is switched off under `prefers-reduced-motion: reduce` (state changes stay instant). */
export function motionSafeTransition(transition: string): StyleRule {
  return {
    transition,
    '@media': { [reducedMotion]: { transition: 'none' } },
  };
}

/** The transition of colour, border (its `edge`) and shadow changes on hover and selection. */
export const colourTransition = ['color', 'background-color', edge.slice(4, -1), 'box-shadow']
  .map((property) => `${property} ${vars.motion.fast} ${vars.motion.easing}`)
  .join(', ');
