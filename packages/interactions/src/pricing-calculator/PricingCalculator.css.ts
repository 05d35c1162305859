import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { chipSmall, chipSuccess } from '../recipes/chip.css.js';
import { card, inset } from '../recipes/surface.css.js';
import { textCaption, textDescription, textLabel } from '../recipes/text.css.js';
import {
  centredControl,
  colourTransition,
  edgeBorder,
  edgeColour,
  focusRing,
  motionSafeTransition,
  spaceBetween,
  stack,
  wideLayout,
} from '../shared/style-helpers.js';

// The card, the label and caption texts, the chips and the Reset button are recipes
// (src/recipes); what follows is this calculator's own.

export const root = style([card, stack('6')]);

export const section = style(stack('3'));

/**
 * A choice drawn as a box (a plan, an add-on): its parts on a grid (`grid` lays them out), a
 * hairline that darkens on hover, colours that ease between states.
 */
const optionBox = (grid: StyleRule) => ({
  ...motionSafeTransition(colourTransition),
  display: 'grid',
  ...grid,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  ...edgeBorder('1px', vars.color.border),
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** A legend that lays out like a block label (floated legends leave the fieldset border). */
export const legend = style([
  textLabel,
  {
    float: 'inline-start',
    width: '100%',
    marginBlockEnd: vars.space['3'],
  },
]);

/** A native radio kept in the accessibility tree and tab order, drawn by its sibling. */
export const hiddenInput = style({
  position: 'absolute',
  opacity: 0,
  width: '1px',
  height: '1px',
  margin: 0,
});

/** The choices under a legend: stacked, then `columns` side by side once the card is wide. */
const choices = (columns: number) =>
  style({
    clear: 'both',
    display: 'grid',
    gap: vars.space['2'],
    '@container': { [wideLayout]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } },
  });

export const plans = choices(3);

/** A label holding a hidden native radio and the box drawn for it: a plan, a billing option. */
export const radioOption = style({
  position: 'relative',
  display: 'block',
  cursor: 'pointer',
});

export const planCard = style({
  ...optionBox({
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.space['3'],
    height: '100%',
  }),
  selectors: {
    [`${radioOption}:hover &`]: edgeColour(vars.color.borderStrong),
    [`${hiddenInput}:checked + &`]: {
      ...edgeColour(vars.color.accent),
      background: vars.color.accentSoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.accent}`,
    },
    [`${hiddenInput}:focus-visible + &`]: focusRing,
  },
  '@container': {
    [wideLayout]: {
      gridTemplateColumns: '1fr auto',
      gridTemplateRows: 'auto auto',
      alignItems: 'start',
      rowGap: vars.space['3'],
      padding: vars.space['4'],
    },
  },
});

export const radioDot = style([
  motionSafeTransition(colourTransition),
  {
    width: '18px',
    height: '18px',
    borderRadius: vars.radius.pill,
    ...edgeBorder('2px', vars.color.borderStrong),
    background: vars.color.surface,
    selectors: {
      [`${hiddenInput}:checked + ${planCard} &`]: {
        ...edgeColour(vars.color.accent),
        boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
        background: vars.color.accent,
      },
    },
    '@container': { [wideLayout]: { gridColumn: 2, gridRow: 1, justifySelf: 'end' } },
  },
]);

export const planName = style([
  textLabel,
  { '@container': { [wideLayout]: { gridColumn: 1, gridRow: 1 } } },
]);

export const planPrice = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: '2px',
  '@container': { [wideLayout]: { gridColumn: '1 / -1', gridRow: 2 } },
});

export const planAmount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  '@container': { [wideLayout]: { fontSize: vars.fontSize.xl } },
});

export const sliderHeader = style(spaceBetween);

export const sliderValue = style([textLabel, { fontVariantNumeric: 'tabular-nums' }]);

const thumb = {
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.accent}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
} as const;

const thumbFocus = {
  boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.focus}`,
} as const;

/**
 * The slider's track: the native range input sits on it with a transparent background, above
 * the fill. Geometry is logical (`inset-inline-start`, `inline-size`), so the fill grows from
 * the start of the line in either direction without a `:dir()` selector, which a consumer's CSS
 * minifier may rewrite into a `:lang()` list.
 */
export const sliderTrack = style({
  position: 'relative',
  height: '6px',
  // Vertical room for the 24px thumb, so the touch target is not clipped.
  margin: `${vars.space['3']} 0`,
  borderRadius: vars.radius.pill,
  background: vars.color.track,
});

/** The filled part, from the start of the line to the thumb (inline `inlineSize`). */
export const sliderFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: 'inherit',
  background: vars.color.accent,
  pointerEvents: 'none',
});

export const slider = style({
  appearance: 'none',
  WebkitAppearance: 'none',
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  borderRadius: 'inherit',
  background: 'transparent',
  // The track's hairline, drawn over the fill.
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::-webkit-slider-thumb': { ...thumb, WebkitAppearance: 'none', appearance: 'none' },
    '&::-moz-range-thumb': thumb,
    '&::-moz-range-track': { background: 'transparent' },
    '&:focus-visible::-webkit-slider-thumb': thumbFocus,
    '&:focus-visible::-moz-range-thumb': thumbFocus,
    '&:active::-webkit-slider-thumb': { cursor: 'grabbing' },
    '&:disabled': { cursor: 'not-allowed' },
    '&:disabled::-webkit-slider-thumb': { cursor: 'not-allowed' },
  },
});

export const addOns = choices(2);

export const addOn = style({
  ...optionBox({
    gridTemplateColumns: 'auto 1fr',
    gridTemplateRows: 'auto auto',
    columnGap: vars.space['3'],
    alignItems: 'center',
    width: '100%',
    minHeight: '56px',
  }),
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': edgeColour(vars.color.borderStrong),
    '&[aria-checked="true"]': edgeColour(vars.color.accent),
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const switchTrack = style([
  motionSafeTransition(colourTransition),
  {
    gridRow: '1 / span 2',
    position: 'relative',
    display: 'inline-block',
    width: '36px',
    height: '20px',
    borderRadius: vars.radius.pill,
    background: vars.color.borderStrong,
    selectors: {
      [`${addOn}[aria-checked="true"] &`]: { background: vars.color.accent },
    },
  },
]);

export const switchThumb = style([
  motionSafeTransition(`inset-inline-start ${vars.motion.base} ${vars.motion.easing}`),
  {
    position: 'absolute',
    insetBlockStart: '2px',
    // Logical geometry: the knob slides toward the end of the line, leftwards in right-to-left
    // text, with no `:dir()` selector for a consumer's minifier to rewrite.
    insetInlineStart: '2px',
    width: '16px',
    height: '16px',
    borderRadius: vars.radius.pill,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    selectors: {
      [`${addOn}[aria-checked="true"] &`]: { insetInlineStart: '18px' },
    },
  },
]);

export const addOnPrice = style([textCaption, { fontVariantNumeric: 'tabular-nums' }]);

export const segmented = style({
  clear: 'both',
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['1'],
  padding: vars.space['1'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  '@container': { [wideLayout]: { maxWidth: '20rem' } },
});

export const segmentBody = style([
  motionSafeTransition(colourTransition),
  {
    display: 'flex',
    ...centredControl('40px', vars.space['3']),
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    color: vars.color.textMuted,
    selectors: {
      [`${radioOption}:hover &`]: { color: vars.color.text },
      // The chosen option is inverted: a state change with full contrast in both themes.
      [`${hiddenInput}:checked + &`]: { background: vars.color.text, color: vars.color.surface },
      [`${hiddenInput}:focus-visible + &`]: focusRing,
    },
  },
]);

/** The annual option's saving, a small chip inside the segment. */
export const segmentHint = style([chipSuccess, chipSmall]);

export const summary = style([inset, { ...stack('4'), padding: vars.space['5'] }]);

export const breakdown = style({
  ...stack('2'),
  paddingBlockEnd: vars.space['4'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const line = style([
  textDescription,
  { display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] },
]);

export const amount = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  selectors: {
    [`${line}[data-kind="discount"] &`]: { color: vars.color.success, fontWeight: 600 },
  },
});

export const totalRow = style({ ...spaceBetween, flexWrap: 'wrap', gap: vars.space['2'] });

export const totalValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'flex-end',
  columnGap: vars.space['1'],
  rowGap: vars.space['2'],
});

export const total = style({
  fontSize: vars.fontSize.display,
  fontWeight: 700,
  lineHeight: 1,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/** The annual saving beside the total. */
export const savings = style([
  chipSuccess,
  { alignSelf: 'center', marginInlineStart: vars.space['2'] },
]);

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  // Reserves the Reset button's height so the card does not jump when it appears.
  minHeight: '36px',
});
