import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { capsLabel, focusRing, pageHeading, tocPill, wrapList } from '../../styles/recipes';
import { renderRegionsAtFragment } from '../../styles/fragmentRegions';
import { offScreenRegion } from '../../styles/site.css';
import { media } from '../../styles/tokens';
import { fontSize } from '../../styles/type';

export const header = style({
  maxWidth: '52rem',
  paddingBottom: `clamp(${vars.space['6']}, 4vw, 40px)`,
});

export const storybook = style({
  margin: `${vars.space['4']} 0 0`,
  maxWidth: '40rem',
  color: vars.color.textMuted,
});

export const toc = style({ marginTop: vars.space['8'] });
// The contents list's links are fragment links to the regions below.
renderRegionsAtFragment();

export const tocList = style(wrapList);
export const tocLink = style(
  tocPill({ gap: vars.space['2'], minHeight: 40, fontSize: fontSize.ui }),
);
export const tocIndex = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.caption,
  color: vars.color.accent,
});

/** A demo: an off-screen region (its real height is about 650–1,650 px, by width and demo). */
export const section = style([
  offScreenRegion,
  {
    containIntrinsicSize: 'auto 1000px',
    display: 'grid',
    gap: `clamp(${vars.space['6']}, 4vw, 56px)`,
    alignItems: 'start',
    padding: 'clamp(48px, 7vw, 88px) 0',
    borderTop: `1px solid ${vars.color.border}`,
    scrollMarginTop: 80,
    '@media': {
      [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' },
    },
  },
]);

export const copy = style({
  maxWidth: '36rem',
  '@media': { [media.desktop]: { position: 'sticky', top: 112 } },
});

export const index = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: fontSize.ui,
  color: vars.color.accent,
});

export const title = style({
  margin: `${vars.space['3']} 0 0`,
  ...pageHeading('6'),
});

export const anchor = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': {
      textDecoration: 'underline',
      textDecorationColor: vars.color.accent,
      textUnderlineOffset: '6px',
    },
    '&:focus-visible': focusRing,
  },
});

export const caption = style({
  margin: `${vars.space['4']} 0 0`,
  fontSize: fontSize.lg,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});

export const notesTitle = style({ margin: `${vars.space['8']} 0 0`, ...capsLabel });

export const notes = style({
  margin: `${vars.space['3']} 0 0`,
  paddingLeft: '1.2em',
  lineHeight: 1.6,
});
globalStyle(`${notes} li + li`, { marginTop: vars.space['2'] });
globalStyle(`${notes} li::marker`, { color: vars.color.accent });

/** Fills the demo's reserved room (ui/demoRoom.css.ts) while the live component loads. */
export const placeholder = style({
  flex: 1,
  display: 'flex',
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  color: vars.color.textMuted,
});
