import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site } from '../styles/tokens';
import { fontSize, leadSize } from '../styles/type';
import { displayText, monoLabel, mutedCopy, stack, wrapRow } from '../styles/recipes';

export const list = style({
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const row = style({
  ...stack('6'),
  paddingBlock: `clamp(${vars.space['8']}, 4.5vw, 56px)`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: '40px',
    },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 5fr) minmax(0, 3fr)',
      columnGap: '56px',
    },
  },
});

export const identity = style({ ...stack('2'), alignContent: 'start' });

export const index = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.xs,
  letterSpacing: '0.08em',
  color: vars.color.accent,
});

export const name = style({
  ...displayText('5'),
  fontWeight: 640,
});

export const title = style({
  fontFamily: site.serif,
  fontStyle: 'italic',
  fontSize: leadSize.lg,
  lineHeight: 1.25,
  color: vars.color.textMuted,
  maxWidth: '24ch',
});

export const story = style({ ...stack('5'), alignContent: 'start' });

export const desc = style(mutedCopy(fontSize.md, 1.65, '52ch'));

export const tags = style({
  ...wrapRow,
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
});

export const facts = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['5'],
  '@media': {
    [media.tablet]: {
      gridColumn: '1 / -1',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
      alignItems: 'end',
    },
    [media.desktop]: { gridColumn: 'auto', gridTemplateColumns: 'none', alignItems: 'start' },
  },
});

export const impact = style({
  ...stack('1'),
  fontSize: fontSize.ui,
  lineHeight: 1.35,
  color: vars.color.textMuted,
});

export const impactValue = style({
  ...displayText('5'),
  fontWeight: 600,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)',
  gap: vars.space['6'],
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: 1.4,
});

globalStyle(`${meta} dt`, {
  ...monoLabel,
  fontSize: fontSize.xs,
  letterSpacing: '0.1em',
  marginBottom: '6px',
  whiteSpace: 'nowrap',
});
globalStyle(`${meta} dd`, { margin: 0, fontWeight: 540 });

export const caseStudy = style({
  justifySelf: 'start',
  selectors: {
    // Under its open modal the button loses :hover and :active in the opening frame: it snaps
    // back under the dim instead of starting transitions there (issue 30).
    '&[data-modal-open]': { transition: 'none' },
  },
});
