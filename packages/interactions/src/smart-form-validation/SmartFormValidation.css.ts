import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { chipNeutral } from '../recipes/chip.css.js';
import { textCaption, textDescription, textTitle } from '../recipes/text.css.js';
import {
  colourByStatus,
  focusRing,
  motionSafeTransition,
  stack,
  successBadge,
} from '../shared/style-helpers.js';

// The card, the fields' label, input and show/hide button and the buttons are recipes
// (src/recipes); what follows is this form's own.

export const form = style(stack('6'));

export const field = style(stack('2'));

export const meterRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  marginBlockStart: vars.space['1'],
});

export const meterLabel = style([textCaption, { flex: 'none', fontWeight: 500 }]);

export const meter = style({
  flex: 1,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space['1'],
});

export const segment = style([
  motionSafeTransition(`background-color ${vars.motion.base} ${vars.motion.easing}`),
  {
    height: '6px',
    borderRadius: vars.radius.pill,
    background: vars.color.track,
    selectors: colourByStatus(
      (status) => `${meter}[data-status="${status}"] &[data-filled="true"]`,
      'background',
    ),
  },
]);

export const message = style([
  textDescription,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space['1']} ${vars.space['3']}`,
    // One line is reserved so the form does not jump when the first message appears.
    minHeight: '1.75rem',
  },
]);

export const verdict = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontWeight: 600,
  selectors: colourByStatus((status) => `${message}[data-status="${status}"] &`, 'color'),
});

/** A failed submit's message, above the submit button. */
export const submitError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.danger,
});

export const hints = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  listStyle: 'none',
});

export const hint = style([
  chipNeutral,
  { selectors: { '&::before': { content: '"+ "', color: vars.color.textMuted } } },
]);

export const success = style({
  ...stack('3'),
  justifyItems: 'center',
  padding: `${vars.space['6']} 0`,
  textAlign: 'center',
});

export const successIcon = style({
  ...successBadge('56px'),
  marginBlockEnd: vars.space['1'],
});

export const successHeading = style([
  textTitle,
  {
    selectors: {
      '&:focus-visible': focusRing,
      // Focus lands here from script; the ring is for keyboard users only.
      '&:focus:not(:focus-visible)': { outline: 'none' },
    },
  },
]);

export const successBody = style([
  textDescription,
  { maxWidth: '32ch', marginBlockEnd: vars.space['3'] },
]);
