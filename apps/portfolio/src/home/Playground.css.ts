import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media } from '../styles/tokens';

export const viewAll = style({ marginTop: '24px' });

export const grid = style({
  display: 'grid',
  gap: 'clamp(16px, 2vw, 24px)',
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: '24px',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const frameHeader = style({
  padding: 'clamp(22px, 2.4vw, 28px) clamp(22px, 2.4vw, 28px) 0',
});

export const frameTitle = style({
  fontSize: '1.25rem',
  lineHeight: 1.2,
  letterSpacing: '-0.02em',
  fontWeight: 620,
});

export const caption = style({
  marginTop: '8px',
  fontSize: '0.9375rem',
  lineHeight: 1.55,
  color: vars.color.textMuted,
  // Two lines reserved so the three stages start at the same height.
  minHeight: 'calc(2 * 1.55em)',
});

/** The demo's stage: its height is reserved up front so nothing shifts when the demo arrives. */
export const stage = style({
  padding: 'clamp(16px, 2vw, 20px)',
  minHeight: '560px',
  display: 'flex',
  flexDirection: 'column',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const placeholder = style({
  flex: 1,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '12px',
  borderRadius: '16px',
  backgroundColor: vars.color.surfaceRaised,
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
