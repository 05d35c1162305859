// Writes dist/<component>.css: the theme tokens plus that component's styles, for consumers who
// import one component's CSS instead of the whole dist/index.css.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleEntry, components, packageDir } from './components.mjs';

for (const component of components) {
  const { css } = await bundleEntry(component.entry);
  if (!css) throw new Error(`${component.name} produced no CSS`);
  const file = path.join(packageDir, 'dist', `${component.slug}.css`);
  await writeFile(file, css);
  console.log(`dist/${component.slug}.css ${(Buffer.byteLength(css) / 1024).toFixed(2)} kB`);
}

// The theme entry's own stylesheet repeats the tokens every file above already has: not shipped.
await rm(path.join(packageDir, 'dist', 'theme.css'), { force: true });
