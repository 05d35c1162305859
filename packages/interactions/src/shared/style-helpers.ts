import { vars } from '../theme/vars.css.js';
import { edge } from './edge.css.js';

// Plain helpers for the .css.ts files (a .css.ts may only export styles).

export { wideCard, wideLayout } from './card-layout.js';
export { colourTransition, motionSafeTransition, reducedMotion } from './motion.js';

/** A border whose colour changes with state: drawn with `edge`, which each state sets. */
export const edgeBorder = (width: string, colour: string) => ({
  border: `${width} solid ${edge}`,
  vars: { [edge]: colour },
});

/** A state's border colour, for a box drawn with `edgeBorder`. */
export const edgeColour = (colour: string) => ({ vars: { [edge]: colour } });

/** The focus ring every interactive element shows for keyboard focus. */
export const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focusRing.offset,
} as const;

/** Children stacked in a grid with a gap from the space scale. */
export const stack = (gap: keyof typeof vars.space) => ({ display: 'grid', gap: vars.space[gap] });

/** A row with its label at the start and its value at the end, on a shared baseline. */
export const spaceBetween = {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
} as const;

/**
 * A control's content centred in its box (an icon and its text a small gap apart), the box at
 * least `minHeight` tall with `paddingInline` at its sides: a button, a segmented option.
 */
export const centredControl = (minHeight: string, paddingInline: string) => ({
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight,
  padding: `0 ${paddingInline}`,
});

/** A round badge holding an icon, in the success colours. */
export const successBadge = (size: string) => ({
  display: 'inline-grid',
  placeItems: 'center',
  width: size,
  height: size,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
});

/** The colour of each validation status (`data-status` in the markup). */
const statusColour = {
  invalid: vars.color.danger,
  warning: vars.color.warning,
  valid: vars.color.success,
} as const;

/**
 * Selectors that colour an element by a status: `selector(status)` names where each status holds,
 * `property` is what takes its colour (`${meter}[data-status="valid"] &` → background: success).
 */
export function colourByStatus(
  selector: (status: keyof typeof statusColour) => string,
  property: 'color' | 'background',
) {
  return Object.fromEntries(
    Object.entries(statusColour).map(([status, colour]) => [
      selector(status as keyof typeof statusColour),
      { [property]: colour },
    ]),
  );
}
