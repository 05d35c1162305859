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
 * One `import{…}from"react"` per published chunk. esbuild's code splitting leaves one import
 * statement per source module that a chunk joins (`useEffect` in one, `useEffect2` in the next),
 * and a consumer's esbuild bundle wraps each statement in its own `__toESM(require_react())`.
 * Imports are hoisted, so gathering them into the first statement changes nothing at run time; a
 * name imported twice keeps its first local name (`useEffect2` becomes `useEffect`). Runs before
 * terser, on esbuild's output (docs/measurements.md, "Issue 32, third pass: the last 70 B").
 */
const oneReactImport = {
  name: 'one-react-import',
  renderChunk(code: string) {
    const statement = /import\{([^}]*)\}from"react";/g;
    const statements = [...code.matchAll(statement)];
    if (statements.length < 2) return;
    const locals = new Map<string, string>();
    const renames = new Map<string, string>();
    for (const [, list] of statements) {
      for (const specifier of list!.split(',')) {
        const [imported, local = imported] = specifier.trim().split(/\s+as\s+/) as [
          string,
          string?,
        ];
        const first = locals.get(imported);
        if (first === undefined) locals.set(imported, local);
        else if (first !== local) renames.set(local, first);
      }
    }
    const merged = [...locals].map(([imported, local]) =>
      imported === local ? imported : `${imported} as ${local}`,
    );
    let out = code.replace(statement, '');
    for (const [from, to] of renames) {
      out = out.replace(new RegExp(`(?<![\\w$.])${from.replace(/\$/g, '\\$')}(?![\\w$])`, 'g'), to);
    }
    // The merged statement goes first, after 'use client' (added once the locals are renamed).
    const directive = /^(["'])use client\1;/.exec(out)?.[0] ?? '';
    return {
      code: `${directive}import{${merged.join(',')}}from"react";${out.slice(directive.length)}`,
    };
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
    plugins: [oneReactImport],
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
