// The published components, and how to bundle one on its own (for its CSS file).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { build, type OutputFile } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { classNames } from './class-names';

export const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Each component: its export name, its folder (also the name of its CSS file in dist/) and its entry. */
export const components = [
  { name: 'SmartFormValidation', slug: 'smart-form-validation' },
  { name: 'ProgressIndicator', slug: 'progress-indicator' },
  { name: 'PricingCalculator', slug: 'pricing-calculator' },
].map((c) => ({ ...c, entry: path.join(packageDir, 'src', c.slug, 'index.ts') }));

/** What a consumer already has: React and the rules package are not counted in a component's size. */
export const external = ['react', 'react-dom', 'react/jsx-runtime', '@portfolio/core'];

/** A bundle's JS and CSS, each as one text. */
export interface Bundle {
  js: string;
  css: string;
}

/**
 * Bundles one entry as a consumer's bundler would: minified ESM, the theme and any shared helpers
 * included (they count into each component), React and @portfolio/core left out.
 * Returns the JS and the CSS (theme tokens + the component's own styles) as text.
 */
export async function bundleEntry(entry: string): Promise<Bundle> {
  if (!existsSync(entry))
    throw new Error(`missing component entry ${path.relative(packageDir, entry)}`);
  const result = await build({
    absWorkingDir: packageDir,
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    external,
    // Same identifiers as tsup's build, so the class names match dist/index.js.
    plugins: [vanillaExtractPlugin({ identifiers: classNames })],
    outdir: path.join(packageDir, 'dist'),
    write: false,
    logLevel: 'silent',
  });
  return bundleText(result.outputFiles);
}

/** The JS and the CSS of an esbuild build with `write: false`, each as one text. */
export function bundleText(outputFiles: OutputFile[]): Bundle {
  const text = (ext: string) =>
    outputFiles
      .filter((f) => f.path.endsWith(ext))
      .map((f) => f.text)
      .join('\n');
  return { js: text('.js'), css: text('.css') };
}
