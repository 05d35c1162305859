import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';
import { cardMaxWidth, wideCard } from '../shared/card-layout.js';

/** The surface every demo sits on: fluid up to 560px, roomier padding from 30em (shared/card-layout.ts). */
export const card = style({
  boxSizing: 'border-box',
  // The card is the query container for its own layouts (see wideLayout).
  containerType: 'inline-size',
  width: '100%',
  maxWidth: `${cardMaxWidth}px`,
  padding: vars.space['5'],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  // A host's inherited `overflow-wrap: anywhere` would shrink the grids' min-content tracks
  // and wrap labels early; break-word still keeps a long word inside, and the layout facts hold.
  overflowWrap: 'break-word',
  WebkitFontSmoothing: 'antialiased',
  '@media': { [wideCard]: { padding: vars.space['8'] } },
});

// Resets inside a card weigh one element (0,0,1): any component class overrides them.
globalStyle(`:where(${card}) *, :where(${card}) *::before, :where(${card}) *::after`, {
  boxSizing: 'border-box',
});
globalStyle(`:where(${card}) :is(h2, h3, h4, h5, h6, p, ol, ul, dl, dd, fieldset, legend)`, {
  margin: 0,
  padding: 0,
});
globalStyle(`:where(${card}) fieldset`, { border: 0, minWidth: 0 });
globalStyle(`:where(${card}) :is(button, input)`, {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

/** A recessed box inside a card (facts, a summary): the page colour, a hairline, a medium radius. */
export const inset = style({
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  border: `1px solid ${vars.color.border}`,
});
