import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: false,
  target: 'es2020',
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@portfolio/core'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // Without this the CSS carries a base64 copy of the sources (TOOLCHAIN.md).
  esbuildOptions(options) {
    options.minifyWhitespace = true;
  },
});
