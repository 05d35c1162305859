import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { card, inset } from '../recipes/surface.css.js';
import { textDescription, textLabel } from '../recipes/text.css.js';
import {
  colourTransition,
  edgeBorder,
  edgeColour,
  motionSafeTransition,
  spaceBetween,
  stack,
  successBadge,
} from '../shared/style-helpers.js';

// The card, the title, the eyebrow and label texts and the buttons are recipes (src/recipes);
// what follows is this component's own.

export const root = style([card, stack('6')]);

/** Holds idle, running and complete views; a minimum height keeps the card from jumping. */
export const panel = style({
  minHeight: '13.5rem',
  display: 'grid',
  alignContent: 'start',
});

/** A view's heading, description and facts; the overall bar and its header. */
export const intro = style(stack('2'));
export const overall = intro;

/** A label and its percentage, on one line. */
export const stepHeader = style(spaceBetween);
export const overallHeader = stepHeader;

export const description = style([textDescription, { maxWidth: '46ch' }]);

export const percent = style([textLabel, { fontVariantNumeric: 'tabular-nums' }]);

const trackBase = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.track,
});

export const track = styleVariants({
  large: [trackBase, { height: '8px', marginBlockStart: vars.space['2'] }],
  small: [trackBase, { height: '4px' }],
});

/**
 * Moves the fill as a transform, so a running bar glides on the compositor instead of laying out
 * the page in every frame. A transform is physical and the package has no `:dir()` selector, so
 * this box gives the motion its direction: it is 200 tracks long and ends at the track's start, so
 * its centre (the scale's origin) lies 100 tracks before the start on the line's own side. Scaling
 * it by 1 + percent / 10,000 (`--pf-progress`, set on the track) moves its end, where the fill sits, to
 * that percent of the track in either direction, and stretches the fill by at most 1 %.
 */
// Written as the track's child (the anchor takes no class of its own: a few bytes less of JS).
globalStyle(`${trackBase} > div`, {
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: '-20000%',
  inlineSize: '20000%',
  borderRadius: 'inherit',
  transform: 'scaleX(calc(1 + var(--pf-progress) / 10000))',
  // Linear over one tick so the bar glides between the clock's steps; instant when reduced.
  ...motionSafeTransition(`transform ${vars.motion.fast} linear`),
});

/** The filled part: one track long, at the end of its anchor (so just before the track at 0 %). */
export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: '0.5%',
  background: vars.color.accent,
  borderRadius: 'inherit',
  selectors: {
    [`${root}[data-state="complete"] &`]: { background: vars.color.success },
    [`${root}[data-state="error"] &`]: { background: vars.color.danger },
  },
});

/** What went wrong in a failed step. */
export const errorMessage = style([
  textDescription,
  { maxWidth: '46ch', color: vars.color.danger },
]);

export const facts = style([
  inset,
  { ...stack('3'), marginBlockStart: vars.space['4'], padding: vars.space['4'] },
]);

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem 1fr',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
  '@media': {
    'screen and (max-width: 24em)': { gridTemplateColumns: '1fr', gap: 0 },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontWeight: 500,
});

export const detail = style({
  margin: 0,
  color: vars.color.text,
});

export const done = style({ ...stack('2'), justifyItems: 'start' });

export const doneIcon = style({ ...successBadge('44px'), marginBlockEnd: vars.space['2'] });

/** The complete step's tip, in the same box as a running step's facts, across the panel. */
export const doneFacts = style({
  justifySelf: 'stretch',
});

export const steps = style({
  ...stack('2'),
  listStyle: 'none',
  paddingBlockStart: vars.space['5'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const stepItem = style([
  textDescription,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    selectors: {
      '&[data-status="current"]': { color: vars.color.text, fontWeight: 600 },
      '&[data-status="done"]': { color: vars.color.text },
      '&[data-status="failed"]': { color: vars.color.danger, fontWeight: 600 },
    },
  },
]);

export const stepMarker = style([
  motionSafeTransition(colourTransition),
  {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    width: '24px',
    height: '24px',
    borderRadius: vars.radius.pill,
    ...edgeBorder('1px', vars.color.borderStrong),
    fontSize: vars.fontSize.xs,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.textMuted,
    selectors: {
      [`${stepItem}[data-status="current"] &`]: {
        ...edgeColour(vars.color.accent),
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
      [`${stepItem}[data-status="failed"] &`]: {
        ...edgeColour(vars.color.danger),
        background: vars.color.dangerSoft,
        color: vars.color.danger,
      },
      [`${stepItem}[data-status="done"] &`]: {
        ...edgeColour(vars.color.success),
        background: vars.color.successSoft,
        color: vars.color.success,
      },
    },
  },
]);

export const stepLabel = style({
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
});
