import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';

/**
 * The development-build ribbon (markup: tools/vite-plugins/dev-build-ribbon.ts, in the page template after
 * the app's root, so it needs no script and React never touches it). One rule under a stable
 * class, kept in every page's critical CSS (tools/prerender/critical-css.ts allows `.pf-dev-ribbon`):
 * a dev-sealed and a real build then inline the same <style> bytes, so the CSP hashes committed
 * in vercel.json hold for both.
 *
 * Sticky to the bottom of the viewport as the last thing on the page: always in view, and at the
 * end of the page it takes its own place below the footer, so it never hides content. The
 * theme's inverted colours (text on bg, as the skip link) read in light and dark alike. It takes
 * no pointer events: while it sits over the bottom of the viewport, a tap there reaches the page.
 */
globalStyle('.pf-dev-ribbon', {
  position: 'sticky',
  bottom: 0,
  zIndex: 150,
  pointerEvents: 'none',
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  font: `${vars.fontSize.sm}/1.4 ${vars.font.mono}`,
  textAlign: 'center',
  background: vars.color.text,
  color: vars.color.bg,
  borderTop: `${vars.space['1']} solid ${vars.color.warning}`,
});
