import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { INTRO_TIMING } from '@portfolio/core';
import { media, site } from '../styles/tokens';
import { display } from '../styles/type';

const slide = `${INTRO_TIMING.slideMs}ms`;

const rise = keyframes({
  // No blur() in the entrance: animating a filter on display type repaints it every frame.
  // No fade either: the quote is on screen from the first paint and rises into place. Chromium
  // skips text painted at opacity 0 and only recorded the faded-in quote when something
  // repainted it (hydration, 1.8–2.5 s), which made that the page's largest contentful paint.
  from: { transform: 'translateY(24px)' },
  to: { transform: 'none' },
});

const grow = keyframes({
  from: { transform: 'scaleX(0)' },
  to: { transform: 'scaleX(1)' },
});

/** The full-screen quote. Hidden unless <html data-intro="show"> (set before first paint). */
export const overlay = style({
  display: 'none',
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  placeItems: 'center',
  padding: site.gutter,
  // Inverse of the page: dark on a light page, light in dark mode (docs/spec.md §2).
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  willChange: 'transform',
});

globalStyle(`html[data-intro="show"] ${overlay}`, { display: 'grid' });

globalStyle(`html[data-intro-phase="transition"] ${overlay}`, {
  transform: 'translateY(-100%)',
  transition: `transform ${slide} ${site.easeInOut}`,
  '@media': {
    // No slide under reduced motion: the quote dissolves in place.
    [media.reducedMotion]: { transform: 'none', opacity: 0, transition: `opacity ${slide} linear` },
  },
});

export const figure = style({
  maxWidth: '20ch',
  textAlign: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: '28px',
});

export const quote = style({
  fontFamily: site.serif,
  fontStyle: 'italic',
  fontWeight: 400,
  fontSize: display['3'].size,
  lineHeight: 1.04,
  letterSpacing: '-0.015em',
  '@media': {
    [media.motionOk]: { animation: `${rise} 1100ms ${site.easeOut} 150ms both` },
  },
});

export const rule = style({
  width: '56px',
  height: '1px',
  backgroundColor: 'currentColor',
  opacity: 0.5,
  transformOrigin: 'left',
  '@media': {
    [media.motionOk]: { animation: `${grow} ${INTRO_TIMING.quoteMs - 600}ms linear 400ms both` },
  },
});

/** The page under the quote waits below, then slides in with the overlay (docs/spec.md §2). */
export const pageShell = style({});

globalStyle(`html[data-intro="show"] ${pageShell}`, {
  '@media': {
    [media.motionOk]: { transform: 'translateY(28vh)' },
  },
});

globalStyle(`html[data-intro-phase="transition"] ${pageShell}`, {
  '@media': {
    [media.motionOk]: { transform: 'none', transition: `transform ${slide} ${site.easeInOut}` },
  },
});
