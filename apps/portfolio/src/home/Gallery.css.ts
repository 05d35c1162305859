import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site } from '../styles/tokens';
import { fontSize } from '../styles/type';
import { outlinePill, stack, twoBars } from '../styles/recipes';

// One copy's width is a third of the track: moving by it lands copy 2 where copy 1 was.
const drift = keyframes({
  from: { transform: 'translate3d(0, 0, 0)' },
  to: { transform: 'translate3d(calc(-100% / 3), 0, 0)' },
});

export const pauseButton = style(
  outlinePill({
    marginTop: vars.space['6'],
    gap: '10px',
    paddingInline: `${vars.space['4']} ${vars.space['5']}`,
    hover: { borderColor: vars.color.text },
    selectors: {
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.text,
        color: vars.color.bg,
        borderColor: vars.color.text,
      },
    },
    '@media': {
      // Nothing moves under reduced motion: nothing to pause.
      [media.reducedMotion]: { display: 'none' },
    },
  }),
);

export const pauseIcon = style(twoBars('inline', { width: '10px', height: '12px', bar: '3px' }));

export const viewport = style({
  overflow: 'hidden',
  paddingBlock: `${vars.space['1']} ${vars.space['2']}`,
  outlineOffset: '-2px',
  cursor: 'grab',
  touchAction: 'pan-y',
  '@media': {
    [media.reducedMotion]: {
      overflowX: 'auto',
      scrollSnapType: 'x proximity',
      touchAction: 'auto',
      cursor: 'auto',
      scrollPaddingInline: site.gutter,
    },
  },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animation: `${drift} 90s linear infinite`,
  willChange: 'transform',
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-within &, ${viewport}[data-state="paused"] &, ${viewport}[data-in-view="false"] &`]:
      {
        animationPlayState: 'paused',
      },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none', willChange: 'auto', paddingInline: site.gutter },
  },
});

export const set = style({
  display: 'flex',
  gap: `clamp(14px, 1.6vw, ${vars.space['6']})`,
  margin: 0,
  padding: 0,
  paddingRight: `clamp(14px, 1.6vw, ${vars.space['6']})`,
  '@media': {
    // The repeat copies only make the loop seamless; a still strip shows one set.
    [media.reducedMotion]: {
      selectors: { '&[data-copy="2"], &[data-copy="3"]': { display: 'none' } },
    },
  },
});

export const item = style({
  flex: 'none',
  scrollSnapAlign: 'start',
});

export const figure = style({
  ...stack('3'),
});

export const image = style({
  height: 'clamp(280px, 20vw + 140px, 400px)',
  width: 'auto',
  maxWidth: 'none',
  borderRadius: '14px',
  backgroundColor: vars.color.surfaceRaised,
  userSelect: 'none',
});

export const caption = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: '10px',
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&::before': {
      content: '""',
      width: '14px',
      height: '1px',
      backgroundColor: vars.color.accent,
      transform: 'translateY(-4px)',
    },
  },
});

globalStyle(`${viewport} img`, { pointerEvents: 'none' });
