import {
  assignVars,
  createGlobalTheme,
  createGlobalThemeContract,
  globalStyle,
} from '@vanilla-extract/css';

/**
 * The design tokens every component reads. CSS custom properties with stable names
 * (`--pf-color-bg`, …) so a consumer can theme with plain CSS or vanilla-extract.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      bg: 'color-bg',
      surface: 'color-surface',
      surfaceRaised: 'color-surface-raised',
      border: 'color-border',
      borderStrong: 'color-border-strong',
      text: 'color-text',
      textMuted: 'color-text-muted',
      accent: 'color-accent',
      accentHover: 'color-accent-hover',
      onAccent: 'color-on-accent',
      accentSoft: 'color-accent-soft',
      focus: 'color-focus',
      track: 'color-track',
      success: 'color-success',
      successSoft: 'color-success-soft',
      warning: 'color-warning',
      warningSoft: 'color-warning-soft',
      danger: 'color-danger',
      dangerSoft: 'color-danger-soft',
    },
    font: {
      body: 'font-body',
      display: 'font-display',
      mono: 'font-mono',
    },
    /** The type scale, in rem so text follows the reader's zoom. */
    fontSize: {
      xs: 'font-size-xs',
      sm: 'font-size-sm',
      md: 'font-size-md',
      lg: 'font-size-lg',
      xl: 'font-size-xl',
      display: 'font-size-display',
    },
    radius: {
      sm: 'radius-sm',
      md: 'radius-md',
      lg: 'radius-lg',
      pill: 'radius-pill',
    },
    space: {
      '1': 'space-1',
      '2': 'space-2',
      '3': 'space-3',
      '4': 'space-4',
      '5': 'space-5',
      '6': 'space-6',
      '8': 'space-8',
    },
    shadow: {
      sm: 'shadow-sm',
      md: 'shadow-md',
    },
    /** The keyboard focus ring: an outline of `--pf-color-focus`, this wide, this far out. */
    focusRing: {
      width: 'focus-ring-width',
      offset: 'focus-ring-offset',
    },
    motion: {
      fast: 'motion-fast',
      base: 'motion-base',
      slow: 'motion-slow',
      easing: 'motion-easing',
    },
  },
  (value) => `pf-${value ?? 'unset'}`,
);

const shared = {
  // The package ships no font: text takes the host page's family. `inherit` on the token leaves it
  // without a value, so `font-family: var(--pf-font-body)` falls back to inheriting (and a button,
  // whose browser style names a system font, inherits the page's too). Set the token to a stack
  // of yours to give the components their own family.
  font: {
    body: 'inherit',
    display: 'inherit',
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    // 16px also keeps iOS Safari from zooming into a focused field.
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    display: '2.5rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: {
    '1': '4px',
    '2': '8px',
    '3': '12px',
    '4': '16px',
    '5': '20px',
    '6': '24px',
    '8': '32px',
  },
  focusRing: { width: '2px', offset: '2px' },
  motion: { fast: '120ms', base: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
};

/** Light tokens. Text colours reach WCAG AA (4.5:1) on bg and surface. */
export const lightTokens = {
  ...shared,
  color: {
    bg: '#f7f6f3',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    border: '#e3e1dc',
    borderStrong: '#8a857c',
    text: '#17171a',
    textMuted: '#55534e',
    accent: '#b83a12',
    accentHover: '#9a2f0c',
    onAccent: '#ffffff',
    accentSoft: '#fbe9e2',
    focus: '#1f5fd1',
    track: '#e8e6e1',
    success: '#17703a',
    successSoft: '#e3f4e8',
    warning: '#8a5300',
    warningSoft: '#fbf0dc',
    danger: '#b3261e',
    dangerSoft: '#fbe7e5',
  },
  shadow: { sm: '0 1px 2px rgb(20 20 20 / 0.06)', md: '0 8px 24px rgb(20 20 20 / 0.08)' },
};

/** Dark tokens. Text colours reach WCAG AA (4.5:1) on bg and surface. */
export const darkTokens = {
  ...shared,
  color: {
    bg: '#0c0c0d',
    surface: '#151517',
    surfaceRaised: '#1c1c1f',
    border: '#2a2a2e',
    borderStrong: '#7a7a82',
    text: '#f3f2ef',
    textMuted: '#a8a7a3',
    accent: '#ff7a4d',
    accentHover: '#ff946f',
    onAccent: '#160a05',
    accentSoft: '#3a1d12',
    focus: '#8ab4ff',
    track: '#2a2a2e',
    success: '#5fd38a',
    successSoft: '#12291b',
    warning: '#f2b84b',
    warningSoft: '#2e2312',
    danger: '#ff8a80',
    dangerSoft: '#331614',
  },
  shadow: { sm: '0 1px 2px rgb(0 0 0 / 0.4)', md: '0 12px 32px rgb(0 0 0 / 0.45)' },
};

/** Class that applies the light theme to an element and its descendants. */
export const lightTheme = 'pf-theme-light';
/** Class that applies the dark theme to an element and its descendants. */
export const darkTheme = 'pf-theme-dark';
/** Class that follows the reader's system setting (`prefers-color-scheme`): light or dark. */
export const autoTheme = 'pf-theme-auto';

const light = `.${lightTheme}, [data-theme="light"]`;
const dark = `.${darkTheme}, [data-theme="dark"]`;
const auto = `.${autoTheme}, [data-theme="auto"]`;

// Light is the default at :root so a component renders themed with no class at all;
// the classes (or data-theme on an ancestor) switch a subtree.
createGlobalTheme(`:root, ${light}`, vars, lightTokens);
createGlobalTheme(dark, vars, darkTokens);
// Auto switches only what differs between the themes (colours and shadows); the rest is shared.
const schemeTokens = (tokens: typeof lightTokens) => ({
  ...assignVars(vars.color, tokens.color),
  ...assignVars(vars.shadow, tokens.shadow),
});
globalStyle(auto, {
  vars: schemeTokens(lightTokens),
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: schemeTokens(darkTokens) } },
});
// Native controls and scrollbars follow the chosen theme; :root is left to the host app.
globalStyle(light, { colorScheme: 'light' });
globalStyle(dark, { colorScheme: 'dark' });
