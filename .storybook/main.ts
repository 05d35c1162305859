import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * One Storybook for the whole workspace: it documents the published packages from their
 * source (so the props tables come from the JSDoc) and its stories double as browser tests
 * (see vitest.storybook.config.ts).
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  tags: {
    // Stories that check numbers for the test run (the Layout ones): they run as tests in
    // `pnpm test` but are no page for a reader, so neither the sidebar nor a docs page lists them.
    'test-only': { excludeFromSidebar: true, excludeFromDocsStories: true },
  },
  typescript: {
    // Reads prop types and their JSDoc through the TypeScript compiler, so props declared
    // in an interface (or imported from @portfolio/core) still get a description and a type.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only our own props: not the 300 attributes a component inherits from the DOM.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // vanilla-extract compiles the components' .css.ts files, exactly as in the package build.
      plugins: [vanillaExtractPlugin()],
    });
  },
};

export default config;
