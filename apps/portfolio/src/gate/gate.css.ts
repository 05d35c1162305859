import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { field as fieldRecipe, text } from '@portfolio/interactions/recipes';
import { cluster, focusRing, pillButton, spinnerRing } from '../styles/recipes';
import { themeSwitching } from '../styles/tokens';
import { fontSize } from '../styles/type';

/* ---------- the unlock form (modal and page) ---------- */

export const form = style({ display: 'grid', gap: vars.space['2'] });

/** The package's label recipe (14 px, semibold, the text colour). */
export const label = style([text.label]);

/*
 * The password field on the package's field recipe (`field.wrap`, `.input`, `.action`): its box,
 * 48 px tall with room at the end for the eye, its border and its hover; the site keeps its focus
 * halo, its invalid border (set by `aria-invalid`) and its 44 px wide eye, which wears the package's
 * focus ring.
 */
export const field = style([fieldRecipe.wrap, { display: 'flex', alignItems: 'center' }]);

export const input = style([
  fieldRecipe.input,
  {
    // The package's tracking is for a typed code; the site's password keeps the text's own.
    letterSpacing: 'normal',
    transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
    selectors: {
      [themeSwitching]: { transition: 'none' },
      '&:focus': {
        outline: 'none',
        borderColor: vars.color.focus,
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focus} 35%, transparent)`,
      },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&[aria-invalid="true"]:focus': {
        boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.danger} 30%, transparent)`,
      },
      '&:disabled': { opacity: 0.7 },
    },
  },
]);

export const eyeButton = style([
  fieldRecipe.action,
  {
    width: 44,
    selectors: {
      // The package's colour fade, held during a theme switch like every site fade (styles/tokens.ts).
      [themeSwitching]: { transition: 'none' },
      '&[aria-pressed="true"]': { color: vars.color.accent },
    },
  },
]);

const messageType = { fontSize: fontSize.sm, lineHeight: 1.45 } as const;

export const messageArea = style({ minHeight: '1.5rem', ...messageType });

/**
 * The hint ("Case-sensitive password required"): the field's last child, laid over the message
 * area's first line (the form's grid gap below the field) and shown while the input has focus.
 * CSS, not a React state: the modal's field takes focus in the frame that opens it (issue 30).
 */
export const hint = style({
  // Laid out while hidden: showing it is a restyle, no layout.
  visibility: 'hidden',
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space['2']})`,
  ...messageType,
  color: vars.color.textMuted,
});
globalStyle(`${input}:focus ~ ${hint}`, { visibility: 'visible' });

export const message = styleVariants({
  error: { color: vars.color.danger, fontWeight: 500 },
  progress: {
    color: vars.color.text,
    ...cluster('2', 'inline-flex'),
  },
});

globalStyle(`${message.error} a`, {
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
globalStyle(`${message.error} a:focus-visible`, focusRing);

export const spinner = style(spinnerRing('sm'));

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
});

export const button = styleVariants({
  primary: pillButton('primary', 'md', {
    // Disabled in the prerendered form only until the app hydrates (src/boot/eventContract.ts
    // answers a press before then): it looks ready, not the package's disabled grey.
    '&:disabled': { background: vars.color.accent, color: vars.color.onAccent, cursor: 'pointer' },
    // Busy, not disabled: the accent stays (over the package's disabled look), a little faded.
    '&[aria-disabled="true"]': {
      cursor: 'progress',
      opacity: 0.85,
      background: vars.color.accent,
      color: vars.color.onAccent,
    },
  }),
  secondary: pillButton('secondary', 'md'),
});

/* ---------- the gate on the page ---------- */

export const pageGate = style({
  maxWidth: 520,
  padding: `clamp(${vars.space['6']}, 4vw, 40px)`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const pageGateTitle = style({
  margin: `${vars.space['3']} 0 0`,
  fontSize: fontSize.xl,
  lineHeight: 1.25,
  letterSpacing: '-0.01em',
  fontWeight: 700,
});

export const pageGateText = style({
  margin: `${vars.space['2']} 0 ${vars.space['6']}`,
  color: vars.color.textMuted,
  lineHeight: 1.55,
});

export const opening = style({
  ...cluster('3', 'inline-flex'),
  color: vars.color.textMuted,
});

/* ---------- the Lock control on an unlocked study ---------- */

export const lockBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBottom: vars.space['4'],
});

export const lockButton = style(pillButton('secondary', 'md'));
