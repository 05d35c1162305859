import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { focusRing } from './recipes';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  backgroundColor: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: 1.5,
  fontOpticalSizing: 'auto',
  fontFeatureSettings: '"cv11", "ss01"',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  WebkitTextSizeAdjust: '100%',
  // Scrolling is driven by the app (smooth or instant by preference), never by CSS.
  scrollBehavior: 'auto',
  scrollbarGutter: 'stable',
  // No colour transition here: the theme switches at once (src/layout/useTheme.ts), and a
  // transition on the root, finished, restyles every element a second time (issue 30).
});

globalStyle('body', {
  margin: 0,
  minHeight: '100svh',
  overflowX: 'clip',
});

globalStyle('img, picture, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle('h1, h2, h3, h4, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('h1, h2, h3', { textWrap: 'balance' });
globalStyle('p', { textWrap: 'pretty' });

globalStyle('a', { color: 'inherit' });

globalStyle('::selection', { backgroundColor: vars.color.accent, color: vars.color.onAccent });

globalStyle(':focus-visible', focusRing);

// The intro (see src/intro): while it shows, the page does not scroll.
globalStyle('html[data-intro="show"], html[data-intro="show"] body', { overflow: 'hidden' });

// A long word (an email address) never pushes the page sideways on a narrow phone.
globalStyle('main, footer', { overflowWrap: 'anywhere' });
