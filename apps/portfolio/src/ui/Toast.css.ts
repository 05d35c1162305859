import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site } from '../styles/tokens';
import { fontSize } from '../styles/type';
import { cluster } from '../styles/recipes';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px) scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: `max(${vars.space['6']}, env(safe-area-inset-bottom))`,
  zIndex: 120,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const toast = style({
  ...cluster('2', 'inline-flex'),
  minHeight: '44px',
  padding: '10px 18px 10px 14px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  fontSize: fontSize.ui,
  fontWeight: 560,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.motionOk]: { animation: `${enter} 360ms ${site.easeOut} both` },
  },
});

export const icon = style({ flex: 'none' });
