import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { caseStudyContent } from './build/case-study-content';
import { accessTable, createStudySealer, sealingConfig } from './build/seal-studies';
import { portfolioSeo } from './prerender/seo-plugin';
import { portfolioGallery } from './build/gallery-images';
import { bundleSettings } from './build/bundle-settings';
import { reactRouterProduction } from './build/react-router-production';

export default defineConfig(({ command }) => {
  const sealing = sealingConfig(process.env, { devServer: command === 'serve' });
  if (sealing.devSealed)
    console.warn(
      '[case studies] CASE_STUDY_PASSWORD is not set: sealing with the published development default (dev server, tests and perf only); every page shows the development-build ribbon.',
    );
  if (command === 'build') console.log(`[case studies] who opens what:\n${accessTable(sealing)}`);
  return {
    plugins: [
      react(),
      reactRouterProduction(),
      vanillaExtractPlugin(),
      caseStudyContent({ sealer: createStudySealer(sealing) }),
      portfolioSeo(),
      portfolioGallery(),
    ],
    // The development-build ribbon (src/layout/DevBuildRibbon.tsx) shows on a dev-sealed build.
    define: { 'import.meta.env.PORTFOLIO_DEV_SEALED': JSON.stringify(sealing.devSealed) },
    build: {
      ...bundleSettings,
      outDir: 'dist',
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
