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
    clean: true,
  },
  { ...shared, entry: ['src/index.ts'], format: ['cjs'], clean: false },
]);
