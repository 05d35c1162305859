// Vite build settings the site and the JS budget's reference page share (tools/perf/js-budget.ts),
// so the budget compares like with like.
import type { BuildEnvironmentOptions } from 'vite';

export const bundleSettings: BuildEnvironmentOptions = {
  target: 'es2022',
  // Terser with three compress passes, minifying ES modules (module: every chunk is one), ships
  // about 3% less gzip JavaScript than the default minifier here (React included), for a few
  // seconds more build time.
  minify: 'terser',
  terserOptions: { compress: { passes: 3 }, module: true, ecma: 2020 },
};
