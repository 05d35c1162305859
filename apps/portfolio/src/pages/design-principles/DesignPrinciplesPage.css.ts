import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { serif } from '../page.css';

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '3px' } as const;

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
  fontFamily: serif,
  fontSize: 'clamp(1.75rem, 4.4vw, 3.25rem)',
  lineHeight: 1.15,
  letterSpacing: '-0.01em',
  textWrap: 'balance',
});
globalStyle(`${quoteText} p`, { margin: 0 });

export const quoteNote = style({
  marginTop: vars.space['5'],
  fontSize: '0.9375rem',
  opacity: 0.82,
});

export const toc = style({ margin: 'clamp(40px, 6vw, 64px) 0 0' });

export const tocList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tocLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: '0.875rem',
  textDecoration: 'none',
  transition: `border-color ${vars.motion.fast}, background ${vars.motion.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surface },
    '&:focus-visible': focusRing,
  },
});

export const list = style({ margin: 'clamp(40px, 6vw, 72px) 0 0', padding: 0, listStyle: 'none' });

export const principle = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['3'],
  padding: 'clamp(32px, 5vw, 56px) 0',
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: 88,
  '@media': {
    'screen and (min-width: 760px)': { gridTemplateColumns: '96px 1fr', gap: vars.space['8'] },
  },
});

export const number = style({
  fontFamily: vars.font.mono,
  fontSize: '0.9375rem',
  color: vars.color.accent,
  paddingTop: '0.5em',
});

export const principleBody = style({ maxWidth: '64ch' });

export const principleTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.625rem, 3.4vw, 2.375rem)',
  lineHeight: 1.15,
  letterSpacing: '-0.02em',
  fontWeight: 700,
  textWrap: 'balance',
});

export const explanation = style({
  margin: `${vars.space['4']} 0 0`,
  fontSize: 'clamp(1.0625rem, 1.6vw, 1.1875rem)',
  lineHeight: 1.65,
});

export const example = style({
  margin: `${vars.space['6']} 0 0`,
  padding: `${vars.space['5']} ${vars.space['6']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  borderLeft: `3px solid ${vars.color.accent}`,
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
});

export const exampleLabel = style({
  margin: 0,
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const exampleText = style({ margin: 0, lineHeight: 1.6, color: vars.color.text });
