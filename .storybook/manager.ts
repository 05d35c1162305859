import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { version } from './version';

// Storybook's chrome (sidebar, toolbar) in the site's dark palette and accent; the canvas and
// docs follow the Theme switch in the toolbar. Values from packages/interactions' dark tokens.
addons.setConfig({
  theme: create({
    base: 'dark',
    // The version this Storybook documents, beside the name (its changes: the Changelog page).
    brandTitle: `@portfolio/interactions ${version}`,
    colorPrimary: '#ff7a4d',
    colorSecondary: '#ff7a4d',
    appBg: '#151517',
    appContentBg: '#0c0c0d',
    appPreviewBg: '#0c0c0d',
    appBorderColor: '#2a2a2e',
    appBorderRadius: 10,
    barBg: '#151517',
    barTextColor: '#a8a7a3',
    barSelectedColor: '#ff7a4d',
    barHoverColor: '#ff946f',
    textColor: '#f3f2ef',
    textMutedColor: '#a8a7a3',
    fontBase:
      "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontCode: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  }),
  sidebar: { showRoots: true },
});
