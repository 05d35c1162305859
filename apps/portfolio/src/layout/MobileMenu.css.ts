import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { media, site } from '../styles/tokens';
import { fontSize } from '../styles/type';
import { displayText, modalDialog, monoLabel } from '../styles/recipes';

const sheetIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-12px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const itemIn = keyframes({
  from: { opacity: 0, transform: 'translateY(10px)' },
  to: { opacity: 1, transform: 'none' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Under the nav breakpoint, where the Menu button shows. */
const compactScreen = 'screen and (max-width: 759.98px)';

export const dialog = style({
  ...modalDialog,
  // A full-screen overlay, shown modally before hydration (the top layer) and non-modally after.
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: `max(${vars.space['3']}, env(safe-area-inset-top)) ${vars.space['3']} ${vars.space['3']}`,
  overscrollBehavior: 'contain',
  // It lives in the header, which lets clicks through around the pill.
  pointerEvents: 'auto',
  selectors: {
    // The dim is the dialog's own (a shown-non-modally dialog has no ::backdrop), under the sheet.
    '&::before': {
      content: '""',
      position: 'fixed',
      inset: 0,
      zIndex: -1,
      background: `color-mix(in srgb, ${vars.color.bg} 90%, transparent)`,
    },
    '&::backdrop': { background: 'transparent' },
  },
  '@media': {
    // Once hydrated, laid out while closed (hidden, so out of reach and of the accessibility
    // tree): opening it is a restyle and a paint, with no layout (issue 30).
    [compactScreen]: {
      selectors: {
        'html[data-hydrated] &:not([open])': { display: 'block', visibility: 'hidden' },
      },
    },
    [media.motionOk]: {
      selectors: { '&[open]::before': { animation: `${fade} 240ms ease-out` } },
    },
  },
});

export const sheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['2']} ${vars.space['5']}`,
  borderRadius: '28px',
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': {
    // On [open]: the closed menu keeps its boxes, so an animation set on them would run unseen.
    [media.motionOk]: {
      selectors: { [`${dialog}[open] &`]: { animation: `${sheetIn} 360ms ${site.easeOut} both` } },
    },
  },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space['1']} ${vars.space['1']} ${vars.space['1']} 18px`,
});

export const title = style(monoLabel);

/** Close's `<form method="dialog">`: no box of its own, so the row lays out as before. */
export const closeForm = style({ display: 'contents' });

export const close = style({
  height: '40px',
  paddingInline: '18px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: 'transparent',
  fontSize: fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
});

export const list = style({ display: 'grid', paddingInline: vars.space['2'] });

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.motionOk]: {
      selectors: {
        [`${dialog}[open] &`]: {
          animation: `${itemIn} 420ms ${site.easeOut} both`,
          animationDelay: '60ms',
        },
        // A short stagger down the list.
        ...Object.fromEntries(
          Array.from({ length: 6 }, (_, i) => [
            `${dialog}[open] &:nth-child(${i + 1})`,
            { animationDelay: `${60 + i * 35}ms` },
          ]),
        ),
      },
    },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space['4'],
  paddingBlock: '14px',
  paddingInline: '10px',
  ...displayText('6'),
  fontWeight: 560,
  textDecoration: 'none',
  borderRadius: '12px',
  selectors: {
    '&[aria-current="location"]': { color: vars.color.accent },
  },
});

/** A link's number ("01"): the mono label, tighter, at the body weight, in a fixed column. */
export const index = style({
  ...monoLabel,
  letterSpacing: '0.06em',
  fontWeight: 400,
  width: '2ch',
});

export const footer = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: `${vars.space['5']} ${vars.space['2']} 0`,
});

export const email = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '10px',
  height: '52px',
  borderRadius: vars.radius.pill,
  border: 0,
  backgroundColor: vars.color.text,
  color: vars.color.bg,
  fontSize: fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
});

export const revealed = style({
  textAlign: 'center',
  fontSize: fontSize.ui,
  color: vars.color.textMuted,
  userSelect: 'all',
});
