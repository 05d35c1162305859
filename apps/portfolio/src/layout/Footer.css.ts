import { style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site, themeSwitching } from '../styles/tokens';
import { fontSize, leadSize } from '../styles/type';
import { cluster, displayText, monoLabel, siteButton, wrapRow } from '../styles/recipes';

/** `#contact`, an off-screen region (src/styles/site.css.ts): its height until first rendered. */
export const footer = style({
  containIntrinsicSize: 'auto 1000px',
  position: 'relative',
  paddingTop: `calc(${site.sectionSpace} * 0.75)`,
  paddingBottom: vars.space['8'],
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const eyebrow = style({ ...monoLabel, marginBottom: vars.space['6'] });

export const heading = style({
  ...displayText('2'),
  fontWeight: 620,
  maxWidth: '14ch',
});

export const body = style({
  marginTop: '28px',
  maxWidth: '46ch',
  fontSize: leadSize.sm,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});

export const actions = style({
  marginTop: '40px',
  ...wrapRow,
  alignItems: 'center',
  gap: `${vars.space['4']} ${vars.space['6']}`,
});

/**
 * The footer's call to action: the package's primary `button()` (the accent fill and its hover)
 * as a 60 px pill that shrinks a little when pressed.
 */
export const emailButton = style(
  siteButton('primary', {
    ...cluster('3', 'inline-flex'),
    height: '60px',
    minHeight: 0,
    paddingInline: `28px ${vars.space['8']}`,
    borderRadius: vars.radius.pill,
    border: 0,
    fontWeight: 620,
    lineHeight: 'inherit',
    transition: `transform ${vars.motion.base} ${vars.motion.easing}, background-color ${vars.motion.base} ${vars.motion.easing}`,
    selectors: { '&:active': { transform: 'scale(0.97)' } },
    '@media': {
      [media.reducedMotion]: {
        transition: 'none',
        selectors: { '&:active': { transform: 'none' } },
      },
    },
  }),
);

export const revealed = style({
  fontSize: fontSize.md,
  color: vars.color.textMuted,
});

export const social = style({
  marginTop: 'clamp(56px, 8vw, 96px)',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const socialLink = style({
  ...cluster('2'),
  justifyContent: 'space-between',
  paddingBlock: '22px',
  paddingInline: `2px ${vars.space['5']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: fontSize.md,
  fontWeight: 540,
  textDecoration: 'none',
  transition: `color ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [themeSwitching]: { transition: 'none' },
    '&:hover': { color: vars.color.accent },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const socialArrow = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
  selectors: {
    [`${socialLink}:hover &`]: { transform: 'translate(2px, -2px)', color: vars.color.accent },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const bottom = style({
  marginTop: '48px',
  ...wrapRow,
  justifyContent: 'space-between',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  fontSize: fontSize.caption,
  color: vars.color.textMuted,
});
