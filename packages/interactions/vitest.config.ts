import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Component behaviour tests in jsdom; .css.ts files compile through the vanilla-extract plugin.
// src/shared/reduced-motion.test.ts runs in node (its own `@vitest-environment`) and reads dist/*.css.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup-dom.ts'],
  },
});
