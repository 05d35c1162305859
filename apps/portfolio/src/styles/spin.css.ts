import { keyframes } from '@vanilla-extract/css';

/** One turn: the spinners of the site (src/styles/recipes.ts `spinnerRing`). */
export const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
