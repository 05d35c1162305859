import { style } from '@vanilla-extract/css';
import { focusRing as ring } from '../shared/style-helpers.js';

/** The theme's focus ring on keyboard focus, for a focusable element that has no recipe of its own. */
export const focusRing = style({ selectors: { '&:focus-visible': ring } });
