import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import {
  capsLabel,
  focusRing,
  displayText,
  pageHeading,
  stack,
  wrapRow,
  siteChip,
} from '../../styles/recipes';
import { site } from '../../styles/tokens';
import { fontSize, leadSize, relativeSize } from '../../styles/type';

/** Long-form reading: a ~65ch measure, a steady vertical rhythm, headings that lead. */

const measure = '68ch';

// One column as wide as the page: no child's min-content width can widen it past a phone's screen.
export const article = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 'clamp(40px, 7vw, 72px)',
});

export const header = style({
  ...stack('2'),
  paddingBottom: `clamp(${vars.space['8']}, 5vw, 48px)`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: `${vars.space['5']} ${vars.space['6']}`,
  margin: `${vars.space['8']} 0 0`,
  padding: 0,
});

globalStyle(`${facts} dt`, capsLabel);
globalStyle(`${facts} dd`, {
  margin: `${vars.space['1']} 0 0`,
  fontSize: fontSize.md,
  lineHeight: 1.45,
});

export const tagList = style({
  ...wrapRow,
  gap: vars.space['2'],
  listStyle: 'none',
  margin: `${vars.space['1']} 0 0`,
  padding: 0,
});

export const tag = style(
  siteChip({ padding: '2px 10px', fontSize: fontSize.caption, color: vars.color.text }),
);

export const links = style({
  ...wrapRow,
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});

/* ---------- the body ---------- */

export const prose = style({
  maxWidth: measure,
  fontSize: leadSize.sm,
  lineHeight: 1.7,
  color: vars.color.text,
  hyphens: 'manual',
  overflowWrap: 'break-word',
  selectors: { '&:focus': { outline: 'none' } },
});

// Flow spacing: every block gets the same gap; headings, figures and quotes set their own.
globalStyle(`${prose} > *`, { marginBlock: 0 });
globalStyle(`${prose} > * + *`, { marginTop: '1.15em' });
globalStyle(`${prose} p`, { textWrap: 'pretty' });
globalStyle(`${prose} li p, ${prose} blockquote p`, { margin: 0 });
globalStyle(`${prose} h2`, {
  margin: '2.6em 0 0',
  ...pageHeading('7'),
  scrollMarginTop: 96,
});
globalStyle(`${prose} h2:first-child`, { marginTop: 0 });
globalStyle(`${prose} h3`, {
  margin: '2em 0 0',
  fontSize: fontSize.lg,
  lineHeight: 1.3,
  fontWeight: 650,
  scrollMarginTop: 96,
});
globalStyle(`${prose} h2 + *, ${prose} h3 + *`, { marginTop: '0.6em' });
globalStyle(`${prose} strong`, { fontWeight: 650 });
globalStyle(`${prose} a`, {
  color: vars.color.text,
  textDecoration: 'underline',
  textDecorationColor: vars.color.accent,
  textDecorationThickness: '2px',
  textUnderlineOffset: '3px',
});
globalStyle(`${prose} a:hover`, { color: vars.color.accent });
globalStyle(`${prose} a:focus-visible`, focusRing);
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: '1.3em', marginBottom: 0 });
globalStyle(`${prose} li + li`, { marginTop: '0.45em' });
globalStyle(`${prose} li::marker`, { color: vars.color.accent });
globalStyle(`${prose} blockquote`, {
  margin: '2em 0',
  padding: `0 0 0 ${vars.space['6']}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  fontFamily: site.serif,
  fontSize: relativeSize.quote,
  lineHeight: 1.4,
  color: vars.color.text,
});
globalStyle(`${prose} blockquote p`, { margin: 0 });
globalStyle(`${prose} hr`, {
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  margin: '3em 0',
});

/* The metrics block: big figures, labels beneath, on a quiet panel. */
globalStyle(`${prose} .cs-metrics`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
  gap: vars.space['4'],
  margin: '2.2em 0',
  padding: 0,
});
globalStyle(`${prose} .cs-metric`, {
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  padding: `${vars.space['5']} ${vars.space['5']} ${vars.space['6']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
// dt, value, note are in source order for screen readers; the value leads visually.
globalStyle(`${prose} .cs-metric dt`, {
  order: 1,
  fontSize: fontSize.ui,
  fontWeight: 600,
  lineHeight: 1.35,
});
globalStyle(`${prose} .cs-metric-value`, {
  order: 2,
  margin: 0,
  fontFamily: vars.font.display,
  ...displayText('5'),
  fontWeight: 700,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${prose} .cs-metric-note`, {
  order: 0,
  margin: 0,
  fontSize: fontSize.sm,
  lineHeight: 1.45,
  color: vars.color.textMuted,
});

/* Figures: inline SVG that follows the theme through classes. */
globalStyle(`${prose} .cs-figure`, {
  margin: '2.4em 0',
  padding: `clamp(${vars.space['4']}, 3vw, 28px)`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  // Figures sit below the fold: their layout (and a font subset one of their glyphs may need,
  // such as latin-ext for "₹", 133 kB) waits until they near the viewport. "auto" keeps the
  // real size once known; the estimate is a typical figure's height. No estimated width: the
  // column sets it (a width here became the figure's min-content width and widened phone pages).
  contentVisibility: 'auto',
  containIntrinsicSize: 'none auto 360px',
});
globalStyle(`${prose} .cs-figure svg`, { display: 'block', width: '100%', height: 'auto' });
globalStyle(`${prose} figcaption`, {
  marginTop: vars.space['4'],
  fontSize: fontSize.sm,
  lineHeight: 1.5,
  color: vars.color.textMuted,
});
globalStyle(`${prose} .cs-figure .f-line`, { stroke: vars.color.borderStrong, fill: 'none' });
globalStyle(`${prose} .cs-figure .f-box`, {
  fill: vars.color.surfaceRaised,
  stroke: vars.color.borderStrong,
});
globalStyle(`${prose} .cs-figure .f-soft`, { fill: vars.color.track });
globalStyle(`${prose} .cs-figure .f-accent`, { fill: vars.color.accent });
globalStyle(`${prose} .cs-figure .f-accent-line`, { stroke: vars.color.accent, fill: 'none' });
globalStyle(`${prose} .cs-figure .f-accent-soft`, {
  fill: vars.color.accentSoft,
  stroke: vars.color.accent,
});
globalStyle(`${prose} .cs-figure .f-ok`, { fill: vars.color.success });
globalStyle(`${prose} .cs-figure .f-warn`, { fill: vars.color.warning });
globalStyle(`${prose} .cs-figure .f-danger`, { fill: vars.color.danger });
globalStyle(`${prose} .cs-figure text`, {
  fill: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: fontSize.caption,
});
globalStyle(`${prose} .cs-figure text.f-muted`, {
  fill: vars.color.textMuted,
  fontSize: fontSize.xs,
});
globalStyle(`${prose} .cs-figure text.f-strong`, { fontWeight: 700, fontSize: fontSize.ui });
globalStyle(`${prose} .cs-figure text.f-on-accent`, { fill: vars.color.onAccent });

/*
 * Image and video figures (tools/vite-plugins/case-study-figures.ts): the frame takes its size from the
 * image's width and height attributes (no layout shift); a blurred placeholder fills it until the
 * image arrives. A sealed figure's image shows once decrypted (data-sealed="open").
 */
globalStyle(`${prose} .cs-frame`, {
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.track,
});
globalStyle(`${prose} .cs-frame img, ${prose} .cs-frame video`, {
  position: 'relative',
  display: 'block',
  width: '100%',
  height: 'auto',
});
globalStyle(`${prose} .cs-frame .cs-placeholder`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  filter: 'blur(14px)',
  transform: 'scale(1.08)',
});
// An open study's video until its poster is set (videoPosters.ts): the placeholder, not a
// black box. Without scripts the poster never comes, and the video shows as it is.
globalStyle(`${prose} video[data-poster]:not([poster])`, {
  '@media': { '(scripting: enabled)': { opacity: 0 } },
});
globalStyle(`${prose} [data-sealed]:not([data-sealed="open"]) .cs-frame > :not(.cs-placeholder)`, {
  opacity: 0,
});
// A phone screen alone: narrower, centred (tools/vite-plugins/case-study-figures.ts marks it).
globalStyle(`${prose} .cs-figure[data-shape="tall"] .cs-frame`, {
  maxWidth: 380,
  marginInline: 'auto',
});
globalStyle(`${prose} .cs-figure-row`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))',
  alignItems: 'start',
  gap: vars.space['4'],
  margin: '2.4em 0',
});
globalStyle(`${prose} .cs-figure-row > .cs-figure`, { margin: 0 });
globalStyle(`${prose} .cs-figure-error`, {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['3'],
  fontSize: fontSize.ui,
  color: vars.color.danger,
});
globalStyle(`${prose} .cs-figure-error[hidden]`, { display: 'none' });
globalStyle(`${prose} .cs-figure-retry`, {
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: 600,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
});
globalStyle(`${prose} .cs-figure-retry:focus-visible`, focusRing);

export const footer = style({
  ...wrapRow,
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingTop: `clamp(${vars.space['8']}, 5vw, 48px)`,
  borderTop: `1px solid ${vars.color.border}`,
});
