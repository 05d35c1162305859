import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site, themeSwitching } from '../styles/tokens';
import { fontSize } from '../styles/type';
import { cluster, twoBars } from '../styles/recipes';

export const header = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: 50,
  display: 'flex',
  justifyContent: 'center',
  paddingTop: 'max(14px, env(safe-area-inset-top))',
  paddingInline: vars.space['3'],
  pointerEvents: 'none',
  transition: `transform 420ms ${site.easeOut}, opacity 300ms ${site.easeOut}`,
  selectors: {
    // Its open menu covers everything, as a modal in the top layer would (the dev-build ribbon too).
    '&[data-menu="open"]': { zIndex: 1000 },
    // Hidden after scrolling down; keyboard focus inside brings it back.
    '&[data-state="hidden"]:not(:focus-within)': {
      transform: `translateY(calc(-100% - ${vars.space['2']}))`,
      opacity: 0,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const pill = style({
  pointerEvents: 'auto',
  ...cluster('1'),
  width: '100%',
  maxWidth: '520px',
  padding: '5px',
  borderRadius: vars.radius.pill,
  border: `1px solid color-mix(in srgb, ${vars.color.border} 80%, transparent)`,
  backgroundColor: `color-mix(in srgb, ${vars.color.surface} 78%, transparent)`,
  backdropFilter: 'blur(18px) saturate(1.4)',
  WebkitBackdropFilter: 'blur(18px) saturate(1.4)',
  boxShadow: `0 1px 0 color-mix(in srgb, white 6%, transparent) inset, ${vars.shadow.md}`,
  '@media': {
    [media.nav]: { width: 'auto', maxWidth: 'none' },
  },
});

export const list = style({
  display: 'none',
  '@media': {
    [media.nav]: { display: 'flex', alignItems: 'center', gap: '2px' },
  },
});

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: '38px',
  paddingInline: '15px',
  borderRadius: vars.radius.pill,
  fontSize: fontSize.sm,
  fontWeight: 520,
  letterSpacing: '-0.005em',
  color: vars.color.textMuted,
  textDecoration: 'none',
  transition: `color ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [themeSwitching]: { transition: 'none' },
    '&:hover': {
      color: vars.color.text,
      backgroundColor: `color-mix(in srgb, ${vars.color.text} 7%, transparent)`,
    },
    '&[aria-current="location"]': { color: vars.color.bg, backgroundColor: vars.color.text },
    '&:focus-visible': { outlineOffset: '1px' },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const compact = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  gap: vars.space['1'],
  '@media': { [media.nav]: { display: 'none' } },
});

const labelIn = keyframes({
  from: { opacity: 0, transform: 'translateY(6px)' },
  to: { opacity: 1, transform: 'none' },
});

export const currentLabel = style({
  flex: 1,
  minWidth: 0,
  paddingInline: '14px',
  fontSize: fontSize.ui,
  fontWeight: 560,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  ...cluster('2'),
  selectors: {
    '&::before': {
      content: '""',
      width: '7px',
      height: '7px',
      flex: 'none',
      borderRadius: '50%',
      backgroundColor: vars.color.accent,
    },
  },
});

export const currentText = style({
  display: 'inline-block',
  '@media': { [media.motionOk]: { animation: `${labelIn} 320ms ${site.easeOut}` } },
});

export const menuButton = style({
  ...cluster('2', 'inline-flex'),
  height: '40px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: 0,
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  fontSize: fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
});

export const menuGlyph = style(twoBars('block', { width: '14px', height: '8px', bar: '1.5px' }));

export const divider = style({
  width: '1px',
  height: '20px',
  marginInline: vars.space['1'],
  backgroundColor: vars.color.border,
  display: 'none',
  '@media': { [media.nav]: { display: 'block' } },
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  flex: 'none',
  borderRadius: '50%',
  border: 0,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: { [themeSwitching]: { transition: 'none' } },
  '@media': {
    // Not on a phone: a tap left the circle on, and restyled and repainted the button as the
    // finger came down (issue 30).
    [media.hover]: {
      selectors: {
        '&:hover': { backgroundColor: `color-mix(in srgb, ${vars.color.text} 8%, transparent)` },
      },
    },
  },
});

export const themeIcon = style({ overflow: 'visible' });
export const sunCore = style({});
export const moonBite = style({
  transition: `transform 500ms ${site.easeOut}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const sunRays = style({
  transformOrigin: '12px 12px',
  transition: `transform 500ms ${site.easeOut}, opacity 300ms ${site.easeOut}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

// Dark: a moon (the bite covers part of the disc, no rays). Light: a sun.
globalStyle(`html[data-theme="light"] ${moonBite}`, { transform: 'translate(10px, -10px)' });
globalStyle(`html:not([data-theme="light"]) ${sunRays}`, {
  opacity: 0,
  transform: 'rotate(-45deg) scale(0.5)',
});
globalStyle(`html:not([data-theme="light"]) ${sunCore}`, {
  transform: 'scale(1.2)',
  transformOrigin: '12px 12px',
});
