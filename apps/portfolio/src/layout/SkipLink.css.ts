import { style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';

export const skipLink = style({
  position: 'fixed',
  top: '12px',
  left: '12px',
  zIndex: 200,
  padding: '12px 18px',
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
