// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/__screenshots__/**',
      '**/test-results/**',
      '**/.prerender/**',
      // tsup's and Vite's temporary bundled configs, present while a build runs beside lint.
      '**/*.config.bundled_*',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Hooks live in .ts files too (usePasswordForm, usePricingCalculator, the site's hooks).
    files: ['**/*.tsx', 'packages/interactions/src/**/*.ts', 'apps/portfolio/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // No import circles in our own code (issue 33): a dynamic import counts, since a lazy page that
    // imports the module that loads it is a circle too. Packages are resolved to what they publish.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The core layer is pure: no React, no DOM, no clock (docs/decisions.md § Modules and purity).
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'react/*', 'react-dom/*'] },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'navigator',
        'setTimeout',
        'setInterval',
        'performance',
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now' }],
    },
  },
  {
    // One-way imports: interactions never imports the site.
    files: ['packages/interactions/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@portfolio/site', '@portfolio/site/*'] }],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@portfolio/interactions', '@portfolio/site', 'react', 'react-dom'] },
      ],
    },
  }, // The site's tooling imports one way (docs/decisions.md, "Tooling layout"): vite-plugins <-
  // prerender <- test-support <- perf <- scripts, and never a test suite; the app never imports it.
  ...toolingLayers(),
);

/** One `no-restricted-imports` block per folder of apps/portfolio/tools/ (and one for src/). */
function toolingLayers() {
  const order = ['vite-plugins', 'prerender', 'test-support', 'perf', 'scripts'];
  const tests = (allowed = []) => ({
    regex: `^\\.\\./\\.\\./(${['e2e', 'engines', 'static-tests'].filter((t) => !allowed.includes(t)).join('|')})(/|$)`,
    message: 'Tooling never imports a test suite: move what both need into tools/test-support/.',
  });
  const layers = order.map((folder, i) => ({
    files: [`apps/portfolio/tools/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(i < order.length - 1
              ? [
                  {
                    regex: `^\\.\\./(${order.slice(i + 1).join('|')})(/|$)`,
                    message: `tools/${folder}/ sits below ${order.slice(i + 1).join(', ')}: it cannot import them (they import it).`,
                  },
                ]
              : []),
            // The WebKit probe (tools/scripts/) drives the engines' own drivers.
            tests(folder === 'scripts' ? ['engines'] : []),
          ],
        },
      ],
    },
  }));
  return [
    ...layers,
    {
      // Its tests and type declarations too: tools/ imports src/, so src/ importing tools/ would
      // make the pair import each other.
      files: ['apps/portfolio/src/**/*.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '^(\\.\\./)+tools/',
                message: 'The app never imports the tooling (tools/ imports the app).',
              },
            ],
          },
        ],
        // `await import('…')` and an `import('…')` type, which no-restricted-imports does not see.
        'no-restricted-syntax': [
          'error',
          {
            selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+tools\\//]',
            message: 'The app never imports the tooling (tools/ imports the app).',
          },
          {
            selector: 'TSImportType[argument.literal.value=/^(\\.\\.\\/)+tools\\//]',
            message: 'The app never imports the tooling (tools/ imports the app).',
          },
        ],
      },
    },
  ];
}
