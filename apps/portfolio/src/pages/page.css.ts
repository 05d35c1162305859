import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import {
  capsLabel,
  cluster,
  focusRing,
  pageHeading,
  markedEyebrow,
  pillButton,
  spinnerRing as spinnerRingRecipe,
  wrapRow,
} from '../styles/recipes';
import { media, site } from '../styles/tokens';
import { fontSize, leadSize } from '../styles/type';

/** Shared layout of the lazy pages, the 404 and the error page. */

export const shell = style({
  width: '100%',
  maxWidth: 1120,
  marginInline: 'auto',
  paddingInline: site.gutter,
  paddingBlock: 'clamp(104px, 14vw, 152px) clamp(64px, 10vw, 120px)',
  color: vars.color.text,
});

export const eyebrow = style({
  ...markedEyebrow('2', capsLabel),
  margin: 0,
  fontSize: fontSize.caption,
});

export const eyebrowDot = style({
  width: 6,
  height: 6,
  borderRadius: '50%',
  background: vars.color.accent,
});

export const displayTitle = style({
  margin: `${vars.space['4']} 0 0`,
  ...pageHeading('3'),
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing },
});

export const lede = style({
  margin: `${vars.space['5']} 0 0`,
  maxWidth: '40rem',
  fontSize: leadSize.md,
  lineHeight: 1.55,
  color: vars.color.textMuted,
  textWrap: 'pretty',
});

/** The pages' calls to action: the site's large pill on the package's button, filled or outlined. */
export const primaryButton = style(pillButton('primary', 'lg'));
export const secondaryButton = style(pillButton('secondary', 'lg'));

export const buttonRow = style({
  ...wrapRow,
  gap: vars.space['3'],
  marginTop: vars.space['8'],
});

export const textLink = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
  textUnderlineOffset: '4px',
  // Its focus ring is the global one (styles/global.css.ts).
  selectors: { '&:hover': { color: vars.color.accent } },
});

/* ---------- the spinner of lazy pages ---------- */

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const spinnerPage = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '70vh',
  padding: vars.space['8'],
});

export const spinnerStatus = style({
  ...cluster('3', 'inline-flex'),
  fontSize: fontSize.ui,
  fontWeight: 500,
  color: vars.color.textMuted,
  // Fast loads never flash it: it fades in after a beat.
  animation: `${appear} ${vars.motion.base} ease-out 150ms both`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const spinnerRing = style(spinnerRingRecipe('lg'));

/* ---------- 404 and error ---------- */

/** The 404 and error pages: the shell, its content centred in most of the screen. */
export const statusPage = style([
  shell,
  {
    position: 'relative',
    display: 'grid',
    alignContent: 'center',
    minHeight: '78vh',
    overflow: 'hidden',
    isolation: 'isolate',
  },
]);

/** The "grid" of "Lost in the grid.": a faint field of lines behind the text. */
export const grid = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: `linear-gradient(${vars.color.border} 1px, transparent 1px), linear-gradient(90deg, ${vars.color.border} 1px, transparent 1px)`,
  backgroundSize: '56px 56px',
  maskImage: 'radial-gradient(ellipse 70% 60% at 30% 50%, black 10%, transparent 75%)',
  WebkitMaskImage: 'radial-gradient(ellipse 70% 60% at 30% 50%, black 10%, transparent 75%)',
  opacity: 0.7,
});

export const statusCode = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  color: vars.color.accent,
  letterSpacing: '0.06em',
});

globalStyle(`${statusPage} ${displayTitle}`, { maxWidth: '14ch' });
