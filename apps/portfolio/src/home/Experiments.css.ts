import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site, themeSwitching } from '../styles/tokens';
import { fontSize } from '../styles/type';
import { displayText, monoLabel, wrapRow } from '../styles/recipes';

/** Tablets: the card that spans the row lies on its side, art beside the text. */
const spanning = media.tabletOnly;

export const grid = style({
  display: 'grid',
  gap: `clamp(${vars.space['4']}, 2vw, ${vars.space['6']})`,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const cell = style({
  display: 'flex',
  '@media': {
    // Two columns on tablets: the third card spans the row instead of sitting alone.
    [spanning]: {
      selectors: { '&:last-child': { gridColumn: '1 / -1' } },
    },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  borderRadius: '24px',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
  transition: `border-color ${vars.motion.slow} ${vars.motion.easing}, transform ${vars.motion.slow} ${site.easeOut}`,
  selectors: {
    [themeSwitching]: { transition: 'none' },
    '&:hover': { borderColor: vars.color.borderStrong },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    [spanning]: { selectors: { [`${cell}:last-child &`]: { flexDirection: 'row' } } },
  },
});

export const art = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  overflow: 'hidden',
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  backgroundImage: `radial-gradient(circle at 1px 1px, color-mix(in srgb, ${vars.color.text} 14%, transparent) 1px, transparent 0)`,
  backgroundSize: '18px 18px',
  '@media': {
    [spanning]: {
      selectors: {
        [`${cell}:last-child &`]: {
          aspectRatio: 'auto',
          width: '42%',
          flex: 'none',
          borderBottom: 0,
          borderRight: `1px solid ${vars.color.border}`,
        },
      },
    },
  },
});

export const artShape = style({
  position: 'absolute',
  transition: `transform 700ms ${site.easeOut}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

// 0 · CRED Wealth: three cards fanned out, the front one warm.
globalStyle(`${art}[data-art="0"] > ${artShape}`, {
  width: '46%',
  aspectRatio: '1.586',
  left: '27%',
  top: '24%',
  borderRadius: vars.radius.md,
  border: `1px solid color-mix(in srgb, ${vars.color.text} 18%, transparent)`,
  boxShadow: vars.shadow.md,
});
globalStyle(`${art}[data-art="0"] > ${artShape}:nth-child(1)`, {
  backgroundColor: vars.color.surface,
  transform: 'translate(-30%, -6%) rotate(-14deg)',
});
globalStyle(`${art}[data-art="0"] > ${artShape}:nth-child(2)`, {
  backgroundColor: vars.color.bg,
  transform: 'translate(-6%, -2%) rotate(-4deg)',
});
globalStyle(`${art}[data-art="0"] > ${artShape}:nth-child(3)`, {
  background: `linear-gradient(135deg, ${vars.color.accent}, color-mix(in srgb, ${vars.color.accent} 45%, #2a0f05))`,
  transform: 'translate(22%, 10%) rotate(8deg)',
});
globalStyle(`${card}:hover ${art}[data-art="0"] > ${artShape}:nth-child(1)`, {
  transform: 'translate(-40%, -10%) rotate(-20deg)',
});
globalStyle(`${card}:hover ${art}[data-art="0"] > ${artShape}:nth-child(3)`, {
  transform: 'translate(30%, 6%) rotate(12deg)',
});

// 1 · MoCo Prompts: a ball in motion with its trail of frames.
globalStyle(`${art}[data-art="1"] > ${artShape}`, {
  width: '22%',
  aspectRatio: '1',
  top: '39%',
  borderRadius: '50%',
});
globalStyle(`${art}[data-art="1"] > ${artShape}:nth-child(1)`, {
  left: '14%',
  border: `1.5px dashed color-mix(in srgb, ${vars.color.text} 35%, transparent)`,
  transform: 'translateY(18%) scale(0.8)',
});
globalStyle(`${art}[data-art="1"] > ${artShape}:nth-child(2)`, {
  left: '38%',
  border: `1.5px solid color-mix(in srgb, ${vars.color.text} 50%, transparent)`,
  transform: 'translateY(-28%) scale(0.9, 1.06)',
});
globalStyle(`${art}[data-art="1"] > ${artShape}:nth-child(3)`, {
  left: '62%',
  backgroundColor: vars.color.accent,
  transform: 'translateY(12%) scale(1.08, 0.92)',
  boxShadow: `0 18px 30px -12px color-mix(in srgb, ${vars.color.accent} 70%, transparent)`,
});
globalStyle(`${card}:hover ${art}[data-art="1"] > ${artShape}:nth-child(3)`, {
  transform: 'translate(10%, -20%) scale(1)',
});

// 2 · Design Principles: a square, a circle and a rule on the grid.
globalStyle(`${art}[data-art="2"] > ${artShape}:nth-child(1)`, {
  width: '30%',
  aspectRatio: '1',
  left: '18%',
  top: '22%',
  border: `1.5px solid ${vars.color.text}`,
});
globalStyle(`${art}[data-art="2"] > ${artShape}:nth-child(2)`, {
  width: '30%',
  aspectRatio: '1',
  left: '40%',
  top: '34%',
  borderRadius: '50%',
  backgroundColor: `color-mix(in srgb, ${vars.color.accent} 85%, transparent)`,
  mixBlendMode: 'normal',
});
globalStyle(`${art}[data-art="2"] > ${artShape}:nth-child(3)`, {
  width: '58%',
  height: '1.5px',
  left: '20%',
  top: '80%',
  backgroundColor: vars.color.text,
  transformOrigin: 'left',
});
globalStyle(`${card}:hover ${art}[data-art="2"] > ${artShape}:nth-child(2)`, {
  transform: 'translate(-12%, -6%)',
});
globalStyle(`${card}:hover ${art}[data-art="2"] > ${artShape}:nth-child(3)`, {
  transform: 'scaleX(0.7)',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  padding: `clamp(22px, 2.4vw, ${vars.space['8']})`,
});

export const kicker = style({
  ...monoLabel,
  letterSpacing: '0.08em',
  marginBottom: vars.space['3'],
});

export const title = style({
  ...displayText('7'),
  fontWeight: 620,
});

export const desc = style({
  marginTop: vars.space['3'],
  fontSize: fontSize.md,
  lineHeight: 1.6,
  color: vars.color.textMuted,
  maxWidth: '48ch',
});

export const actions = style({
  ...wrapRow,
  gap: '10px',
  marginTop: 'auto',
  paddingTop: '28px',
});
