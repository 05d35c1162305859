import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { fontSize, wideCard } from './style-helpers.js';

/** The surface every demo sits on: fluid up to 560px, roomier padding from 30em. */
export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '560px',
  padding: vars.space['5'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  fontSize: fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
  '@media': { [wideCard]: { padding: vars.space['8'] } },
});

globalStyle(`${card} *, ${card} *::before, ${card} *::after`, { boxSizing: 'border-box' });
globalStyle(`${card} :where(h2, h3, h4, h5, h6, p, ol, ul, dl, dd, fieldset, legend)`, {
  margin: 0,
  padding: 0,
});
globalStyle(`${card} :where(fieldset)`, { border: 0, minWidth: 0 });
globalStyle(`${card} :where(button, input)`, {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});
