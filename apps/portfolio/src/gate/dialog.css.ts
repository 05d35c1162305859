import { style } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { capsLabel, focusRing, modalDialog } from '../styles/recipes';
import { media, themeSwitching } from '../styles/tokens';
import { fontSize } from '../styles/type';

// The password modal's own styles (its chunk); the form inside it wears ./gate.css.ts.

/* ---------- the modal ---------- */

export const dialog = style({
  ...modalDialog,
  // A full-screen overlay (shown non-modally, src/ui/useModalDialog.ts) that centres the panel;
  // a click on it outside the panel is a click on the backdrop.
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  width: '100%',
  height: '100%',
  maxHeight: 'none',
  margin: 0,
  padding: vars.space['4'],
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    // Waiting, it is open and hidden by its inline style (PasswordDialog), laid out so opening
    // it costs no layout; closed, it is hidden until a fresh one replaces it (PasswordModal).
    '&:not([open])': { visibility: 'hidden' },
    // The dim is the dialog's own, under the panel: a dim that paints, with no blur behind it (a
    // full-screen backdrop blur was re-rendered on every frame of the entrance, issue 30).
    '&::before': {
      content: '""',
      position: 'fixed',
      inset: 0,
      zIndex: -1,
      background: 'rgb(8 8 10 / 0.62)',
    },
  },
  '@media': {
    // The entrance: waiting, the dialog is transparent too (PasswordDialog), and it fades in as
    // that inline style goes. An animation of its own ran while it waited, unseen (it waits from
    // before the press, issue 30). Opacity only: the compositor runs it.
    [media.motionOk]: { transition: `opacity ${vars.motion.base} ease-out` },
  },
});

export const panel = style({
  position: 'relative',
  width: `min(440px, 100%)`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['6']}`,
  overflowY: 'auto',
  maxHeight: `calc(100dvh - 2 * ${vars.space['4']})`,
  '@media': {
    'screen and (min-width: 480px)': { padding: vars.space['8'] },
  },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space['3'],
  right: vars.space['3'],
  display: 'inline-grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, color ${vars.motion.fast}`,
  selectors: {
    [themeSwitching]: { transition: 'none' },
    '&:hover': { background: vars.color.track, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

export const lockBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  marginBottom: vars.space['4'],
});

export const eyebrow = style({
  ...capsLabel,
  display: 'block',
  marginBottom: vars.space['1'],
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: fontSize['2xl'],
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  fontWeight: 700,
});

export const description = style({
  margin: `${vars.space['2']} 0 ${vars.space['6']}`,
  color: vars.color.textMuted,
  fontSize: fontSize.ui,
  lineHeight: 1.55,
});
