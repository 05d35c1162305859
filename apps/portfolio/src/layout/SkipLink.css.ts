import { style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';

export const skipLink = style({
  position: 'fixed',
  top: vars.space['3'],
  left: vars.space['3'],
  zIndex: 200,
  padding: `${vars.space['3']} 18px`,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});
