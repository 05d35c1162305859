import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { capsLabel, pageHeading, stack, tocPill, wrapList } from '../../styles/recipes';
import { renderRegionsAtFragment } from '../../styles/fragmentRegions';
import { offScreenRegion } from '../../styles/site.css';
import { media, site } from '../../styles/tokens';
import { display, fontSize, leadSize } from '../../styles/type';

export const header = style({ maxWidth: '52rem' });

export const quote = style({
  margin: 'clamp(48px, 8vw, 96px) 0 0',
  padding: 'clamp(28px, 5vw, 56px)',
  borderRadius: vars.radius.lg,
  background: vars.color.text,
  color: vars.color.bg,
});

export const quoteText = style({
  margin: 0,
  fontFamily: site.serif,
  fontSize: display['5'].size,
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
});
globalStyle(`${quoteText} p`, { margin: 0 });

export const quoteNote = style({
  marginTop: vars.space['5'],
  fontSize: fontSize.ui,
  opacity: 0.82,
});

export const toc = style({ margin: 'clamp(40px, 6vw, 64px) 0 0' });

// The contents list's links are fragment links to the regions below.
renderRegionsAtFragment();

export const tocList = style(wrapList);

export const tocLink = style(tocPill({ minHeight: 36, fontSize: fontSize.sm }));

export const list = style({ margin: 'clamp(40px, 6vw, 72px) 0 0', padding: 0, listStyle: 'none' });

/** A principle: an off-screen region, 420–610 px tall by width. */
export const principle = style([
  offScreenRegion,
  {
    containIntrinsicSize: 'auto 520px',
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space['3'],
    padding: `clamp(${vars.space['8']}, 5vw, 56px) 0`,
    borderTop: `1px solid ${vars.color.border}`,
    scrollMarginTop: 88,
    '@media': {
      [media.nav]: { gridTemplateColumns: '96px 1fr', gap: vars.space['8'] },
    },
  },
]);

export const number = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.ui,
  color: vars.color.accent,
  paddingTop: '0.5em',
});

export const principleBody = style({ maxWidth: '64ch' });

export const principleTitle = style({
  margin: 0,
  ...pageHeading('6'),
});

export const explanation = style({
  margin: `${vars.space['4']} 0 0`,
  fontSize: leadSize.sm,
  lineHeight: 1.65,
});

export const example = style({
  margin: `${vars.space['6']} 0 0`,
  padding: `${vars.space['5']} ${vars.space['6']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderLeft: `3px solid ${vars.color.accent}`,
  ...stack('3'),
  justifyItems: 'start',
});

export const exampleLabel = style({ margin: 0, ...capsLabel });

export const exampleText = style({ margin: 0, lineHeight: 1.6, color: vars.color.text });
