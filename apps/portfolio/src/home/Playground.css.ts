import { style } from '@vanilla-extract/css';
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

export const frame = style({
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
