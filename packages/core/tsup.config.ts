import { defineConfig } from 'tsup';

const shared = {
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  target: 'es2020',
  treeshake: true,
} as const;

// Every rule module is its own ESM file (index.js re-exports them), so an app's bundler can
// put each rule in the chunk that uses it: the site's home chunk does not carry the pricing
// and progress rules that only its lazy demos need. CJS stays a single file.
const ruleModules = [
  'messages',
  'storage',
  'password-strength',
  'case-study-password',
  'pricing',
  'progress',
  'intro',
  'typewriter',
  'navigation',
  'theme',
  'toast',
  'text',
].map((name) => `src/${name}.ts`);

export default defineConfig([
  {
    ...shared,
    entry: ['src/index.ts', ...ruleModules],
    format: ['esm'],
    splitting: true,
    // Not tsup's clean: the two configs build at once, and a config's clean also runs in its
    // declaration build (a rollup plugin removing every .d.ts/.d.cts in dist when it starts),
    // which, when the CJS config's declarations were written first, took index.d.cts away
    // (publint failed on it once in eight CI runs). The build script empties dist first.
    clean: false,
  },
  { ...shared, entry: ['src/index.ts'], format: ['cjs'], clean: false },
]);
