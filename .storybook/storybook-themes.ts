import { create } from 'storybook/theming';
import { darkTokens, lightTokens } from '../packages/interactions/src/theme/index.js';

export type ThemeName = 'light' | 'dark';

/** The site's font (the package's font tokens default to `inherit`: preview.css sets them too). */
const fontBase =
  "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const fontCode = lightTokens.font.mono;

/**
 * Storybook's own UI (the docs page: prose, props table, code blocks) drawn with the
 * package's tokens, so a docs page reads like the site in either theme.
 */
function docsTheme(base: ThemeName) {
  const c = base === 'dark' ? darkTokens.color : lightTokens.color;
  return create({
    base,
    colorPrimary: c.accent,
    colorSecondary: c.focus,
    appBg: c.bg,
    appContentBg: c.bg,
    appPreviewBg: c.bg,
    appHoverBg: c.accentSoft,
    appBorderColor: c.border,
    appBorderRadius: 10,
    fontBase,
    fontCode,
    textColor: c.text,
    textMutedColor: c.textMuted,
    textInverseColor: c.bg,
    barBg: c.surface,
    barTextColor: c.textMuted,
    barSelectedColor: c.accent,
    barHoverColor: c.accent,
    inputBg: c.surface,
    inputBorder: c.borderStrong,
    inputTextColor: c.text,
    inputBorderRadius: 6,
    buttonBg: c.surfaceRaised,
    buttonBorder: c.border,
    booleanBg: c.track,
    booleanSelectedBg: c.surface,
    brandTitle: '@portfolio/interactions',
  });
}

export const docsThemes = { light: docsTheme('light'), dark: docsTheme('dark') } as const;
