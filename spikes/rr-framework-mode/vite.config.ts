// The site's own production settings (terser, es2022, react-router's production build), so the
// figures compare like with like with `pnpm perf`'s reference pages.
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { bundleSettings } from '../../apps/portfolio/tools/vite-plugins/bundle-settings';
import { reactRouterProduction } from '../../apps/portfolio/tools/vite-plugins/react-router-production';

export default defineConfig({ plugins: [reactRouterProduction(), reactRouter()], build: bundleSettings });
