import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media } from '../styles/tokens';
import { cluster, spinnerRing, stack } from '../styles/recipes';

export const viewAll = style({ marginTop: vars.space['6'] });

/** Phones and tablets: one column. Desktop: form and progress on the left, pricing beside them. */
export const grid = style({
  display: 'grid',
  gap: 'clamp(48px, 6vw, 64px) clamp(24px, 3vw, 48px)',
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"form pricing" "progress pricing"',
      alignItems: 'start',
    },
  },
});

/** The frame is the query container for its stage's reserved height (see `stage`). */
const demoFrame = createContainer();

export const frame = style({
  containerName: demoFrame,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
  '@media': {
    [media.desktop]: {
      selectors: {
        '&[data-demo="smart-form-validation"]': { gridArea: 'form' },
        '&[data-demo="progress-indicator"]': { gridArea: 'progress' },
        '&[data-demo="pricing-calculator"]': { gridArea: 'pricing' },
      },
    },
  },
});

export const frameHeader = style({
  ...stack('6px'),
  paddingInline: vars.space['1'],
});

export const frameTitle = style({
  ...cluster('10px'),
  fontSize: '1.25rem',
  lineHeight: 1.2,
  letterSpacing: '-0.02em',
  fontWeight: 620,
  selectors: {
    '&::before': {
      content: '""',
      width: '8px',
      height: '8px',
      borderRadius: '2px',
      backgroundColor: vars.color.accent,
      transform: 'rotate(45deg)',
    },
  },
});

export const caption = style({
  fontSize: '0.9375rem',
  lineHeight: 1.55,
  color: vars.color.textMuted,
  maxWidth: '52ch',
});

/**
 * The demo's stage. Its height is reserved up front, the demo's first state as measured in
 * Chromium, so the page below does not move when the demo arrives (e2e/home-playground.spec.ts
 * checks every width). The heights follow the demo card's own breakpoints: its padding grows
 * at a 30em viewport, and the pricing layout goes wide once the card is 512px wide (28em of
 * content plus padding), read here as the width of the frame around the stage.
 */
const roomyCard = 'screen and (min-width: 30em)';

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    [`${frame}[data-demo="smart-form-validation"] &`]: { minHeight: '390px' },
    [`${frame}[data-demo="progress-indicator"] &`]: { minHeight: '516px' },
    [`${frame}[data-demo="pricing-calculator"] &`]: { minHeight: '1121px' },
  },
  '@media': {
    [roomyCard]: {
      selectors: {
        [`${frame}[data-demo="smart-form-validation"] &`]: { minHeight: '414px' },
        [`${frame}[data-demo="progress-indicator"] &`]: { minHeight: '540px' },
        [`${frame}[data-demo="pricing-calculator"] &`]: { minHeight: '1145px' },
      },
    },
  },
  '@container': {
    [`${demoFrame} (min-width: 512px)`]: {
      selectors: { [`${frame}[data-demo="pricing-calculator"] &`]: { minHeight: '945px' } },
    },
    [`${demoFrame} (min-width: 528px)`]: {
      selectors: { [`${frame}[data-demo="pricing-calculator"] &`]: { minHeight: '924px' } },
    },
  },
});

export const placeholder = style({
  flex: 1,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space['3'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const spinner = style(spinnerRing(20, vars.color.border));
