import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site, themeSwitching } from '../styles/tokens';
import { leadSize } from '../styles/type';
import { eyebrowRuled, displayText, outlinePill, stack } from '../styles/recipes';

export const layout = style({
  ...stack('8'),
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', columnGap: '80px' },
  },
});

export const aside = style({
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'start',
  gap: '28px',
  '@media': {
    [media.desktop]: { position: 'sticky', top: '112px', alignSelf: 'start' },
  },
});

export const eyebrow = style({ ...eyebrowRuled, marginBottom: `calc(-1 * ${vars.space['2']})` });

export const number = style({ color: vars.color.accent });

export const heading = style({
  ...displayText('4'),
  fontWeight: 620,
  maxWidth: '14ch',
});

export const toggle = style(
  outlinePill({
    gap: vars.space['3'],
    padding: `6px 18px 6px ${vars.space['2']}`,
    transition: `border-color ${vars.motion.base} ${vars.motion.easing}`,
    hover: { borderColor: vars.color.text },
  }),
);

export const track = style({
  position: 'relative',
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.track,
  border: `1px solid ${vars.color.borderStrong}`,
  transition: `background-color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [themeSwitching]: { transition: 'none' },
    [`${toggle}[aria-pressed="true"] &`]: {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  backgroundColor: vars.color.text,
  transition: `transform 260ms ${site.easeOut}, background-color ${vars.motion.base}`,
  selectors: {
    [themeSwitching]: { transition: 'none' },
    [`${toggle}[aria-pressed="true"] &`]: {
      transform: 'translateX(16px)',
      backgroundColor: vars.color.onAccent,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const text = style({
  ...stack('6'),
  fontSize: leadSize.lg,
  lineHeight: 1.5,
  letterSpacing: '-0.015em',
  fontWeight: 440,
});

export const paragraph = style({ maxWidth: '36ch' });

export const secondary = style({
  textDecorationLine: 'line-through',
  textDecorationThickness: '2px',
  textDecorationColor: 'transparent',
  transition: `color 400ms ${vars.motion.easing}, text-decoration-color 400ms ${vars.motion.easing}`,
  selectors: { [themeSwitching]: { transition: 'none' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

globalStyle(`${text}[data-state="short"] ${secondary}`, {
  color: vars.color.textMuted,
  textDecorationColor: vars.color.accent,
});
