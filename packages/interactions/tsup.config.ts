import { defineConfig, type Options } from 'tsup';
import type { Plugin } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { classNames } from './scripts/class-names';

const shared = {
  // Emits <entry>.d.ts for `import` and <entry>.d.cts for `require`.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: false,
  target: 'es2020',
  // esbuild already drops unused code; tsup's extra Rollup pass would strip the 'use client' banner.
  treeshake: false,
  external: ['react', 'react-dom', 'react/jsx-runtime', '@portfolio/core'],
  esbuildOptions(options) {
    // Without this the CSS carries a base64 copy of the sources (TOOLCHAIN.md).
    options.minifyWhitespace = true;
  },
} satisfies Options;

/**
 * The root entry re-exports the theme from the published `theme` file, not from a copy in a
 * 'use client' chunk: a server component that imports the theme gets the same objects.
 */
const themeFromItsOwnFile: Plugin = {
  name: 'theme-from-its-own-file',
  setup(build) {
    const ext = build.initialOptions.format === 'cjs' ? 'cjs' : 'js';
    build.onResolve({ filter: /^\.\/theme\/index\.js$/ }, () => ({
      path: `./theme.${ext}`,
      external: true,
    }));
  },
};

/**
 * One file per component beside the root: `@portfolio/interactions/pricing-calculator`; the
 * icons the components draw have one too (`@portfolio/interactions/icons`).
 */
const componentEntries = {
  index: 'src/index.ts',
  'smart-form-validation': 'src/smart-form-validation/index.ts',
  'progress-indicator': 'src/progress-indicator/index.ts',
  'pricing-calculator': 'src/pricing-calculator/index.ts',
  icons: 'src/icons/index.ts',
};

const components = {
  ...shared,
  entry: componentEntries,
  // Terser after esbuild: consumer minifiers (esbuild, Oxc) compress less, and what they leave is
  // what every consumer bundle carries (docs/measurements.md, "Issue 32, third pass"). The
  // 'use client' directive is kept (`directives: false`); names the package exports are untouched.
  minify: 'terser',
  terserOptions: {
    module: true,
    compress: { passes: 3, pure_getters: true, directives: false },
  },
  // The components hold state and effects: every file is a client module for React Server Components.
  banner: { js: "'use client';" },
  // Compiles *.css.ts to class names and writes dist/<entry>.css; the JS does not import it.
  esbuildPlugins: [themeFromItsOwnFile, vanillaExtractPlugin({ identifiers: classNames })],
} satisfies Options;

/**
 * One module holds the package's React imports, hooks and JSX runtime alike, and every published
 * chunk takes them from it. A consumer's esbuild bundle wraps each ESM module that imports CommonJS
 * React in its own `__toESM(require_react())` and writes each call through that module's own name
 * (`(0,G.useEffect)` here, `(0,ll.useEffect)` there): one importing module means one wrapper and
 * one name per bundle, as Rolldown already does (docs/measurements.md, "Issue 32, fourth pass").
 * tsup's own externals step is told to leave `react` and `react/jsx-runtime` alone (`noExternal`),
 * so this plugin resolves them: to the shared module, and from it, to the real packages. A React
 * name used in `src/` but missing from this list fails the build ("No matching export").
 */
const reactImports = {
  react: ['forwardRef', 'useEffect', 'useId', 'useMemo', 'useReducer', 'useRef', 'useState'],
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
};
const oneReactModule: Plugin = {
  name: 'one-react-module',
  setup(build) {
    build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
      args.namespace === 'react-shared'
        ? { path: args.path, external: true }
        : { path: 'react-shared', namespace: 'react-shared' },
    );
    build.onLoad({ filter: /.*/, namespace: 'react-shared' }, () => ({
      contents: Object.entries(reactImports)
        .map(([from, names]) => `export{${names.join(',')}}from${JSON.stringify(from)};`)
        .join(''),
      loader: 'js',
    }));
  },
};

const { icons: iconsEntry, ...componentsAlone } = componentEntries;

export default defineConfig([
  // ESM: code splitting keeps each component in its own chunk, so a bundler drops the unused ones.
  {
    ...components,
    entry: componentsAlone,
    format: ['esm'],
    splitting: true,
    clean: false,
    noExternal: [/^react(\/jsx-runtime)?$/],
    esbuildPlugins: [oneReactModule, ...components.esbuildPlugins],
  },
  // The icons' ESM file stands alone (the root entry keeps its own copy of the few hundred bytes):
  // an app that draws only the icons gets one small module, not a chunk shared with the components.
  { ...components, entry: { icons: iconsEntry }, format: ['esm'], splitting: false, clean: false },
  // CJS: one self-contained file per entry (tsup's split CJS would put "use strict" before
  // 'use client'); require() in Node does not tree-shake anyway.
  { ...components, format: ['cjs'], splitting: false, clean: false },
  {
    ...shared,
    // Tokens and theme class names, the recipes' class names and the layout facts: data only, no
    // 'use client', so server components can read them. One file each (no shared chunk to mark).
    entry: {
      theme: 'src/theme/index.ts',
      recipes: 'src/recipes/index.ts',
      layout: 'src/layout/index.ts',
    },
    format: ['esm', 'cjs'],
    splitting: false,
    clean: false,
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: classNames })],
  },
]);
