// Checks what publint and attw cannot see: the built JS works in a bundler with no vanilla-extract plugin.
// - every bare import of dist JS is a dependency or peer dependency (so no @vanilla-extract/* runtime);
// - the JS imports no CSS (consumers import @portfolio/interactions/styles.css once);
// - the components' JS starts with the 'use client' directive (React Server Components); the data
//   entries' (theme, recipes, layout) does not (server components read the tokens and class names);
// - every JS export in package.json has its file and its types, for import and require;
// - every CSS file but index.unlayered.css sits wholly inside `@layer portfolio-interactions`;
// - every CSS file is plain CSS: no source map with a base64 copy of the sources, theme tokens present;
// - every class the recipes entry hands out has its rules in index.css and index.unlayered.css, and
//   the root entry's code holds the same names (the recipes entry ships no CSS of its own).
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtinModules } from 'node:module';
import postcss from 'postcss';
import { packageDir } from './components';

/** The parts of package.json checked here. */
interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  exports: Record<
    string,
    string | Record<'import' | 'require', { types: string; default: string }>
  >;
}

const dist = path.join(packageDir, 'dist');
const pkg = JSON.parse(
  await readFile(path.join(packageDir, 'package.json'), 'utf8'),
) as PackageJson;
const allowed = new Set([
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]);
const problems: string[] = [];

const files = await readdir(dist);
const jsFiles = files.filter((f) => /\.(c|m)?js$/.test(f));
const cssFiles = files.filter((f) => f.endsWith('.css'));
if (!jsFiles.includes('index.js') || !jsFiles.includes('index.cjs'))
  problems.push('dist/index.js or dist/index.cjs is missing: run the build');

const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The entries that hold data only (no state, no effects): server components import them. */
const dataEntry = /^(theme|recipes|layout)\./;

for (const file of jsFiles) {
  const code = await readFile(path.join(dist, file), 'utf8');
  const clientDirective = /^['"]use client['"];/.test(code);
  if (dataEntry.test(file) && clientDirective)
    problems.push(
      `dist/${file} starts with 'use client': server components could not read its values`,
    );
  if (!dataEntry.test(file) && !clientDirective)
    problems.push(`dist/${file} does not start with 'use client'`);
  for (const [, specifier = ''] of code.matchAll(specifierPattern)) {
    if (specifier.endsWith('.css')) problems.push(`dist/${file} imports CSS (${specifier})`);
    if (
      specifier.startsWith('.') ||
      specifier.startsWith('node:') ||
      builtinModules.includes(specifier)
    )
      continue;
    if (!allowed.has(packageName(specifier))) {
      problems.push(
        `dist/${file} imports ${specifier}, which is neither a dependency nor a peer dependency`,
      );
    }
  }
}

for (const [key, target] of Object.entries(pkg.exports)) {
  if (typeof target === 'string') continue;
  for (const file of [
    target.import.types,
    target.import.default,
    target.require.types,
    target.require.default,
  ]) {
    if (!existsSync(path.join(packageDir, file))) problems.push(`${key}: ${file} is missing`);
  }
}

const exportedCss = Object.entries(pkg.exports)
  .filter(([key]) => key.endsWith('.css'))
  .map(([, target]) => path.basename(target as string));
for (const file of exportedCss) {
  if (!cssFiles.includes(file)) problems.push(`dist/${file} is exported but missing`);
}
for (const file of cssFiles) {
  const css = await readFile(path.join(dist, file), 'utf8');
  if (css.includes('sourceMappingURL'))
    problems.push(`dist/${file} carries a source map (a base64 copy of the sources)`);
  const outside = postcss
    .parse(css)
    .nodes.filter(
      (node) =>
        !(
          node.type === 'atrule' &&
          node.name === 'layer' &&
          node.params === 'portfolio-interactions'
        ),
    );
  if (!file.endsWith('.unlayered.css') && outside.length > 0)
    problems.push(
      `dist/${file} has ${outside.length} rule(s) outside @layer portfolio-interactions`,
    );
  if (!css.includes('--pf-color-bg:'))
    problems.push(`dist/${file} lacks the theme tokens (--pf-color-bg)`);
}

/** Every class name in a recipes export: a string, or an object (or function result) of them. */
function recipeClassNames(value: unknown): string[] {
  if (typeof value === 'string') return value.split(' ').filter(Boolean);
  if (typeof value === 'function') return recipeClassNames(value());
  if (value && typeof value === 'object') return Object.values(value).flatMap(recipeClassNames);
  return [];
}

if (jsFiles.includes('recipes.js')) {
  const recipes = await import(pathToFileURL(path.join(dist, 'recipes.js')).href);
  const names = [...new Set(Object.values(recipes).flatMap(recipeClassNames))];
  if (names.length < 20)
    problems.push(`dist/recipes.js hands out only ${names.length} class names`);
  const hasRule = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(css);
  for (const file of ['index.css', 'index.unlayered.css']) {
    const css = await readFile(path.join(dist, file), 'utf8');
    const missing = names.filter((name) => !hasRule(css, name));
    if (missing.length > 0)
      problems.push(`dist/${file} has no rules for the recipe classes ${missing.join(', ')}`);
  }
  const rootCode = (
    await Promise.all(
      jsFiles
        .filter((file) => file.endsWith('.js') && !dataEntry.test(file))
        .map((file) => readFile(path.join(dist, file), 'utf8')),
    )
  ).join('\n');
  const elsewhere = names.filter((name) => !rootCode.includes(name));
  if (elsewhere.length > 0)
    problems.push(`the root entry's code does not hold the recipe classes ${elsewhere.join(', ')}`);
} else problems.push('dist/recipes.js is missing');

// Release hygiene: the tarball carries the licence and the changelog, and the README (shown on the
// registry, away from this repository) links only to absolute URLs.
const packed = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
  files?: string[];
};
for (const file of ['LICENSE', 'CHANGELOG.md']) {
  if (!packed.files?.includes(file)) problems.push(`package.json "files" does not ship ${file}`);
  if (!existsSync(path.join(packageDir, file))) problems.push(`${file} is missing`);
}
const readme = await readFile(path.join(packageDir, 'README.md'), 'utf8');
for (const [, target] of readme.matchAll(/\]\(([^)\s]+)\)/g))
  if (target && !/^(https?:|mailto:|#)/.test(target))
    problems.push(
      `README.md links to "${target}", which breaks on the registry: use an absolute URL`,
    );

if (problems.length > 0) {
  console.error(`check-dist: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`check-dist: ${jsFiles.length} JS and ${cssFiles.length} CSS files in dist/ are fine.`);
