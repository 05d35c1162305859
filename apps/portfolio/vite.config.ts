import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { caseStudyContent } from './build/case-study-content';
import { caseStudyPassword } from './build/case-study-password';
import { portfolioSeo } from './prerender/seo-plugin';
import { bundleSettings } from './build/bundle-settings';
import { reactRouterProduction } from './build/react-router-production';

export default defineConfig(({ command }) => {
  const { password, fromEnv } = caseStudyPassword(process.env, { devServer: command === 'serve' });
  if (!fromEnv)
    console.warn(
      '[case studies] CASE_STUDY_PASSWORD is not set: sealing with the published development default (dev server, tests and perf only).',
    );
  return {
    plugins: [
      react(),
      reactRouterProduction(),
      vanillaExtractPlugin(),
      caseStudyContent({ password }),
      portfolioSeo(),
    ],
    build: {
      ...bundleSettings,
      outDir: 'dist',
    },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1' },
  };
});
