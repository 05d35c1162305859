import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { reducedMotion } from '../shared/style-helpers.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring that turns while something loads; still under reduced motion (pair it with a text). */
const base = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.track}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

/** Sizes: inline with small text (14px), beside body text (20px), alone on a page (22px). */
export const spinnerSize = styleVariants({
  sm: [base, { width: '14px', height: '14px' }],
  md: [base, { width: '20px', height: '20px' }],
  lg: [base, { width: '22px', height: '22px' }],
});
