import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { card } from '../shared/card.css.js';
import { colourTransition, fontSize, motionSafeTransition } from '../shared/style-helpers.js';

export const root = style([
  card,
  {
    display: 'grid',
    gap: vars.space['6'],
  },
]);

/** Holds idle, running and complete views; a minimum height keeps the card from jumping. */
export const panel = style({
  minHeight: '13.5rem',
  display: 'grid',
  alignContent: 'start',
});

export const intro = style({
  display: 'grid',
  gap: vars.space['2'],
});

export const stepHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const eyebrow = style({
  fontSize: fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const title = style({
  fontSize: fontSize.xl,
  fontWeight: 700,
  letterSpacing: '-0.01em',
  lineHeight: 1.25,
  color: vars.color.text,
});

export const description = style({
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  maxWidth: '46ch',
});

export const percent = style({
  fontSize: fontSize.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

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

export const fill = style([
  // Linear over one tick so the bar glides between the clock's steps; instant when reduced.
  motionSafeTransition(`transform ${vars.motion.fast} linear`),
  {
    position: 'absolute',
    inset: 0,
    transformOrigin: 'left center',
    background: vars.color.accent,
    borderRadius: 'inherit',
    selectors: {
      // The bar fills from the start of the line: from the right in right-to-left text.
      '&:dir(rtl)': { transformOrigin: 'right center' },
      [`${root}[data-state="complete"] &`]: { background: vars.color.success },
    },
  },
]);

export const facts = style({
  display: 'grid',
  gap: vars.space['3'],
  marginBlockStart: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
});

export const fact = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem 1fr',
  gap: vars.space['3'],
  fontSize: fontSize.sm,
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

export const done = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space['2'],
});

export const doneIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  marginBlockEnd: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
});

/** The complete step's tip, in the same box as a running step's facts, across the panel. */
export const doneFacts = style({
  justifySelf: 'stretch',
});

export const overall = style({
  display: 'grid',
  gap: vars.space['2'],
});

export const overallHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const overallLabel = style({
  fontSize: fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const steps = style({
  display: 'grid',
  gap: vars.space['2'],
  listStyle: 'none',
  paddingBlockStart: vars.space['5'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-status="current"]': { color: vars.color.text, fontWeight: 600 },
    '&[data-status="done"]': { color: vars.color.text },
  },
});

export const stepMarker = style([
  motionSafeTransition(colourTransition),
  {
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    width: '24px',
    height: '24px',
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: fontSize.xs,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.textMuted,
    selectors: {
      [`${stepItem}[data-status="current"] &`]: {
        borderColor: vars.color.accent,
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
      [`${stepItem}[data-status="done"] &`]: {
        borderColor: vars.color.success,
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
