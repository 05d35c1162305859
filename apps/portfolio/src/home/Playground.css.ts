import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import {
  firstStateLayout as demos,
  layoutConditions as when,
} from '@portfolio/interactions/layout';
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
 * The demo's stage. Its height is reserved up front, so the page below does not move when the
 * demo arrives (e2e/home-playground.spec.ts checks every width): the package's own layout facts
 * (@portfolio/interactions/layout), each component's first-state height under the conditions of
 * its styles, held there by the package's browser tests. The card fills the frame around the
 * stage, so the card-width condition is read as the frame's width.
 */
const demoHeights = {
  'smart-form-validation': demos.smartFormValidation.height,
  'progress-indicator': demos.progressIndicator.height,
  'pricing-calculator': demos.pricingCalculator.height,
} as const;

/** The stage's reserved height for each demo, from one of its heights. */
const reserve = (height: (demo: keyof typeof demoHeights) => number | undefined) =>
  Object.fromEntries(
    Object.keys(demoHeights).flatMap((demo) => {
      const px = height(demo as keyof typeof demoHeights);
      return px === undefined
        ? []
        : [[`${frame}[data-demo="${demo}"] &`, { minHeight: `${px}px` }]];
    }),
  );

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: reserve((demo) => demoHeights[demo].base),
  '@media': {
    [when.wideCard.media]: { selectors: reserve((demo) => demoHeights[demo].wideCard) },
  },
  '@container': {
    [`${demoFrame} (min-width: ${when.wideLayout.minCardWidth}px)`]: {
      selectors: reserve((demo) => {
        const heights = demoHeights[demo];
        return 'wideLayout' in heights ? heights.wideLayout : undefined;
      }),
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
