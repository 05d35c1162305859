import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site } from '../styles/tokens';
import { leadSize, relativeSize } from '../styles/type';
import { column, displayText, markedEyebrow, monoLabel, stack, wrapRow } from '../styles/recipes';

const gridInk = `color-mix(in srgb,${vars.color.text} 5%,#0000)`;
const gridLine = '--grid-line';
/** Where the first line is drawn: the column's left edge (the page gutter, or centred). */
const gridStart = `max(${site.gutter}, 50vw - ${site.maxWidth} / 2)`;
/** The grid's lines by column edge: 0–6 bound the six columns, the rest reach a 2560 px screen. */
const gridLines = Array.from({ length: 13 }, (_, index) => index - 3);

export const hero = style({
  position: 'relative',
  minHeight: 'max(640px, 100svh)',
  display: 'flex',
  alignItems: 'flex-end',
  paddingTop: '120px',
  paddingBottom: 'clamp(48px, 8vh, 96px)',
  overflow: 'hidden',
  isolation: 'isolate',
  selectors: {
    // Out of the theme switch's frame, back in the next (src/layout/themeSwitch.ts).
    'html[data-theme-flipping] &::before, html[data-theme-flipping] &::after': {
      visibility: 'hidden',
    },
    // A faint architectural grid and a warm glow, drawn behind the type.
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      // The grid: one 1 px strip per line, each fading in and out on its own. A strip paints only
      // its own pixels, where a column-wide tile of the line and a wash of the page colour over
      // it (the same pixels) made every pixel of the hero a gradient to raster again, about half
      // of the theme switch's raster (issue 30, fourth pass). The strips are placed in sixths of
      // the column (the content box, 1 px wider than it, since a percentage places a 1 px strip
      // in the box less its width); lines outside it continue the grid on wider screens.
      vars: { [gridLine]: `linear-gradient(#0000,${gridInk} 30% 70%,#0000)` },
      paddingInline: `${gridStart} calc(100% - 100vw + ${gridStart} - 1px)`,
      backgroundOrigin: 'content-box',
      backgroundImage: gridLines.map(() => `var(${gridLine})`).join(),
      backgroundSize: '1px',
      backgroundRepeat: 'no-repeat',
      backgroundPositionX: gridLines.map((line) => `${+((line * 100) / 6).toFixed(3)}%`).join(),
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      zIndex: -1,
      width: 'min(70vw, 900px)',
      aspectRatio: '1',
      right: '-18vw',
      top: '-22vw',
      borderRadius: '50%',
      // Soft by its own gradient: no blur() filter, which re-rasterises this 900 px disc
      // whenever anything in the hero repaints (the typewriter does, many times a second). Its
      // faintness is in the gradient's own alpha (what was 26% and 9% at opacity 0.8), not an
      // `opacity`, which would draw the disc through an offscreen layer.
      background: `radial-gradient(closest-side, color-mix(in srgb, ${vars.color.accent} 20.8%, transparent), color-mix(in srgb, ${vars.color.accent} 7.2%, transparent) 55%, transparent)`,
    },
  },
});

export const inner = style(column);

// A ring that grows from the dot and fades: transform and opacity only, so the compositor
// runs it without repainting the hero every frame (an animated box-shadow would).
const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 0.6 },
  '70%': { transform: 'scale(3)', opacity: 0 },
  '100%': { transform: 'scale(3)', opacity: 0 },
});

export const eyebrow = style({
  ...markedEyebrow('3', monoLabel),
  fontWeight: 500,
  marginBottom: 'clamp(28px, 4vw, 44px)',
});

export const status = style({
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  backgroundColor: vars.color.success,
  position: 'relative',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: '50%',
      backgroundColor: vars.color.success,
      opacity: 0,
    },
  },
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&::after': { animation: `${pulse} 2.4s ease-out infinite` },
        [`${hero}[data-still] &::after`]: { animationPlayState: 'paused' },
      },
    },
  },
});

export const title = style({
  ...displayText('1'),
  fontWeight: 640,
  textWrap: 'wrap',
});

export const lead = style({ display: 'block' });

export const typewriter = style({
  display: 'flex',
  alignItems: 'baseline',
  // Always one line tall, even between words, so nothing below moves.
  minHeight: '1.02em',
  whiteSpace: 'nowrap',
  // Its own compositor layer: each letter repaints and re-rasters this line only, not the page's
  // layer (whose whole display list Chromium rebuilds on every repaint in it), so a tap at the top
  // of home does not wait behind the typing (issue 30).
  willChange: 'transform',
});

export const word = style({
  fontFamily: site.serif,
  fontStyle: 'italic',
  fontWeight: 400,
  letterSpacing: '-0.025em',
  fontSize: relativeSize.serifAccent,
  color: vars.color.accent,
  paddingRight: '0.04em',
});

const blink = keyframes({
  '0%, 45%': { opacity: 1 },
  '55%, 100%': { opacity: 0 },
});

export const caret = style({
  display: 'inline-block',
  alignSelf: 'center',
  width: '0.06em',
  minWidth: '3px',
  height: '0.78em',
  marginLeft: '0.04em',
  transform: 'translateY(0.06em)',
  backgroundColor: vars.color.accent,
  borderRadius: '2px',
  '@media': {
    [media.motionOk]: { animation: `${blink} 1s steps(1) infinite` },
    [media.reducedMotion]: { display: 'none' },
  },
  selectors: {
    '[data-phase="typing"] > &, [data-phase="deleting"] > &': { animation: 'none' },
    [`${hero}[data-still] &`]: { animationPlayState: 'paused' },
  },
});

export const footer = style({
  marginTop: 'clamp(36px, 5vw, 64px)',
  ...stack('8'),
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'end',
      columnGap: '64px',
    },
  },
});

export const tagline = style({
  maxWidth: '40ch',
  fontSize: leadSize.md,
  lineHeight: 1.5,
  letterSpacing: '-0.01em',
  color: vars.color.textMuted,
});

export const actions = style({
  ...wrapRow,
  gap: vars.space['3'],
});
