import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { caseStudyContent } from './tools/vite-plugins/case-study-content';
import { accessTable, createStudySealer, sealingConfig } from './tools/vite-plugins/seal-studies';
import { portfolioSeo } from './tools/vite-plugins/seo-plugin';
import { portfolioGallery } from './tools/vite-plugins/gallery-images';
import { siteContent } from './tools/vite-plugins/site-content';
import { bundleSettings } from './tools/vite-plugins/bundle-settings';
import { devBuildRibbon } from './tools/vite-plugins/dev-build-ribbon';
import { reactRouterProduction } from './tools/vite-plugins/react-router-production';
import { compileHints } from './tools/vite-plugins/compile-hints';
import { fontFacesApart } from './tools/vite-plugins/font-faces-apart';

export default defineConfig(({ command }) => {
  const sealing = sealingConfig(process.env, { devServer: command === 'serve' });
  if (sealing.devSealed)
    console.warn(
      '[case studies] CASE_STUDY_PASSWORD is not set: sealing with the published development default (dev server, tests and perf only); every page shows the development-build ribbon.',
    );
  // Once per build process (the client and the prerender builds each load this config).
  const printed = Symbol.for('portfolio:case-study-access-table');
  if (command === 'build' && !(globalThis as Record<symbol, unknown>)[printed]) {
    (globalThis as Record<symbol, unknown>)[printed] = true;
    console.log(`[case studies] who opens what:\n${accessTable(sealing)}`);
  }
  return {
    plugins: [
      react(),
      reactRouterProduction(),
      vanillaExtractPlugin(),
      siteContent(),
      caseStudyContent({ sealer: createStudySealer(sealing) }),
      portfolioSeo(),
      devBuildRibbon(sealing.devSealed),
      portfolioGallery(),
      compileHints(),
      fontFacesApart(),
    ],
    build: {
      ...bundleSettings,
      outDir: 'dist',
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
