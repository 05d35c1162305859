import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
// The site's typeface, self-hosted (woff2 bundled by Vite), so screenshots match on every machine.
import '@fontsource-variable/inter';
import './preview.css';
import { darkTheme, lightTheme } from '../packages/interactions/src/theme/index.js';
import { ComponentDocsPage } from './ComponentDocsPage';
import { ThemedDocsContainer } from './ThemedDocsContainer';
import type { ThemeName } from './storybook-themes';
import { applyDocumentTheme, DEFAULT_THEME, toThemeName } from './theme-globals';

interface StoryFrameProps {
  theme: ThemeName;
  viewMode: string;
  width: string | undefined;
  children: ReactNode;
}

function StoryFrame({ theme, viewMode, width, children }: StoryFrameProps) {
  // A story on its own themes the whole canvas; on a docs page the container does that.
  useLayoutEffect(() => {
    if (viewMode !== 'docs') applyDocumentTheme(theme);
  }, [theme, viewMode]);

  return (
    <div
      className={`pf-story-frame ${theme === 'dark' ? darkTheme : lightTheme}`}
      data-theme={theme}
      data-view-mode={viewMode}
    >
      <div
        className="pf-story-stage"
        data-story-stage=""
        style={width ? { maxWidth: width } : undefined}
      >
        {children}
      </div>
    </div>
  );
}

/** Applies the toolbar's theme (the package's `lightTheme` / `darkTheme` class) to every story. */
const withTheme: Decorator = (Story, context) => (
  <StoryFrame
    theme={toThemeName(context.globals.theme)}
    viewMode={context.viewMode}
    width={context.parameters.stageWidth as string | undefined}
  >
    <Story />
  </StoryFrame>
);

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme of the components (the package’s lightTheme / darkTheme class)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: DEFAULT_THEME },
  decorators: [withTheme],
  parameters: {
    layout: 'fullscreen',
    // The frame paints the theme background; Storybook's own backgrounds would hide it.
    backgrounds: { disable: true },
    controls: {
      expanded: true,
      sort: 'requiredFirst',
      matchers: { color: /(background|color)$/i },
    },
    docs: {
      container: ThemedDocsContainer,
      page: ComponentDocsPage,
      codePanel: true,
      toc: { headingSelector: 'h2, h3', ignoreSelector: '.sbdocs-subtitle' },
      source: { type: 'dynamic', excludeDecorators: true },
    },
    a11y: {
      // Every story is an accessibility test: a violation fails `pnpm test`, not just warns.
      test: 'error',
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Components',
          'Theme tokens',
          'Changelog',
          ['Smart Form Validation', 'Progress Indicator', 'Pricing Calculator'],
        ],
      },
    },
  },
};

export default preview;
