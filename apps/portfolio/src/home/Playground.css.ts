import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media } from '../styles/tokens';

export const viewAll = style({ marginTop: '24px' });

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

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '20px',
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
  display: 'grid',
  gap: '6px',
  paddingInline: '4px',
});

export const frameTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
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
 * The demo's stage. Its height is reserved up front (the demo's first state, measured at
 * each breakpoint) so the page below does not move when the demo arrives.
 */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    [`${frame}[data-demo="smart-form-validation"] &`]: { minHeight: '390px' },
    [`${frame}[data-demo="progress-indicator"] &`]: { minHeight: '516px' },
    [`${frame}[data-demo="pricing-calculator"] &`]: { minHeight: '1121px' },
  },
  '@media': {
    [media.tablet]: {
      selectors: {
        [`${frame}[data-demo="smart-form-validation"] &`]: { minHeight: '414px' },
        [`${frame}[data-demo="progress-indicator"] &`]: { minHeight: '540px' },
        [`${frame}[data-demo="pricing-calculator"] &`]: { minHeight: '924px' },
      },
    },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const placeholder = style({
  flex: 1,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '12px',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});

export const spinner = style({
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 800ms linear infinite` },
  },
});
