import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  // Emits index.d.ts for `import` and index.d.cts for `require`.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: false,
  target: 'es2020',
  // esbuild already drops unused code; tsup's extra Rollup pass would strip the 'use client' banner.
  treeshake: false,
  // The components hold state and effects: mark the entry as a client module for React Server Components.
  banner: { js: "'use client';" },
  external: ['react', 'react-dom', 'react/jsx-runtime', '@portfolio/core'],
  // Compiles *.css.ts to class names and writes dist/index.css; the JS does not import it.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    // Without this the CSS carries a base64 copy of the sources (TOOLCHAIN.md).
    options.minifyWhitespace = true;
  },
});
