// Finishes the stylesheets after tsup:
// - dist/<component>.css: the theme tokens plus that component's styles, for consumers who import
//   one component's CSS instead of the whole dist/index.css;
// - every stylesheet inside `@layer portfolio-interactions`, so a host app's unlayered CSS (a plain
//   class, a utility) wins without !important; dist/index.unlayered.css keeps the old cascade for
//   apps whose unlayered element resets (`button { color: inherit }`) would otherwise restyle the components.
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postcss from 'postcss';
import { bundleEntry, components, packageDir } from './components.mjs';

/** The cascade layer every shipped style sits in (public API: see the README's semver policy). */
export const cssLayer = 'portfolio-interactions';

/** The whole stylesheet inside one `@layer` block. */
function inLayer(css) {
  const root = postcss.parse(css);
  const layer = postcss.atRule({ name: 'layer', params: cssLayer });
  layer.append(root.nodes);
  root.append(layer);
  return root.toString();
}

const dist = path.join(packageDir, 'dist');
await copyFile(path.join(dist, 'index.css'), path.join(dist, 'index.unlayered.css'));
await writeFile(
  path.join(dist, 'index.css'),
  inLayer(await readFile(path.join(dist, 'index.css'), 'utf8')),
);

for (const component of components) {
  const { css } = await bundleEntry(component.entry);
  if (!css) throw new Error(`${component.name} produced no CSS`);
  const file = path.join(dist, `${component.slug}.css`);
  const layered = inLayer(css);
  await writeFile(file, layered);
  console.log(`dist/${component.slug}.css ${(Buffer.byteLength(layered) / 1024).toFixed(2)} kB`);
}

// The theme entry's own stylesheet repeats the tokens every file above already has: not shipped.
await rm(path.join(packageDir, 'dist', 'theme.css'), { force: true });
