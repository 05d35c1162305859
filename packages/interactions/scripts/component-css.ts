// Finishes the stylesheets after tsup:
// - dist/<component>.css: the theme tokens plus that component's styles, for consumers who import
//   one component's CSS instead of the whole dist/index.css; of the recipes (src/recipes), only the
//   classes the component's code uses (a recipe file holds every look and size);
// - every stylesheet inside `@layer portfolio-interactions`, so a host app's unlayered CSS (a plain
//   class, a utility) wins without !important; dist/index.unlayered.css keeps the old cascade for
//   apps whose unlayered element resets (`button { color: inherit }`) would otherwise restyle the components.
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { bundleEntry, components, packageDir } from './components';

/** The cascade layer every shipped style sits in (public API: see the README's semver policy). */
export const cssLayer = 'portfolio-interactions';

/** The whole stylesheet inside one `@layer` block. */
function inLayer(css: string): string {
  const root = postcss.parse(css);
  const layer = postcss.atRule({ name: 'layer', params: cssLayer });
  layer.append(root.nodes);
  root.append(layer);
  return root.toString();
}

/** The class names in a stylesheet's selectors. */
function classesOf(css: string): Set<string> {
  const names = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    for (const [, name = ''] of rule.selector.matchAll(/\.([\w-]+)/g)) names.add(name);
  });
  return names;
}

/**
 * The stylesheet without the selectors that name a recipe class the JS does not mention (and the
 * rules and at-rules left empty). Only recipe classes go: the theme's and the component's own stay.
 */
function withoutUnusedRecipes(css: string, js: string, recipeClasses: Set<string>): string {
  const mentioned = new Set(js.match(/[\w-]+/g));
  const unused = (selector: string) =>
    [...selector.matchAll(/\.([\w-]+)/g)].some(
      ([, name = '']) => recipeClasses.has(name) && !mentioned.has(name),
    );
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !unused(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

const src = (file: string) => path.join(packageDir, 'src', file);
const themeClasses = classesOf((await bundleEntry(src('theme/index.ts'))).css);
const recipeClasses = new Set(
  [...classesOf((await bundleEntry(src('recipes/index.ts'))).css)].filter(
    (name) => !themeClasses.has(name),
  ),
);

const dist = path.join(packageDir, 'dist');
await copyFile(path.join(dist, 'index.css'), path.join(dist, 'index.unlayered.css'));
await writeFile(
  path.join(dist, 'index.css'),
  inLayer(await readFile(path.join(dist, 'index.css'), 'utf8')),
);

for (const component of components) {
  const { css, js } = await bundleEntry(component.entry);
  if (!css) throw new Error(`${component.name} produced no CSS`);
  const file = path.join(dist, `${component.slug}.css`);
  const layered = inLayer(withoutUnusedRecipes(css, js, recipeClasses));
  await writeFile(file, layered);
  console.log(`dist/${component.slug}.css ${(Buffer.byteLength(layered) / 1024).toFixed(2)} kB`);
}

// The data entries' own stylesheets repeat what index.css already has (the tokens, the recipes,
// the root entry re-exports them): not shipped.
for (const entry of ['theme', 'recipes', 'layout'])
  await rm(path.join(packageDir, 'dist', `${entry}.css`), { force: true });
