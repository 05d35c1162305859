// What a consumer pays for one component: an app that has the packed packages in its node_modules
// is built with Vite and with esbuild, once with React alone and once per component import; the
// difference (gzip -9) is the component's cost, @portfolio/core's part included.
// Used by scripts/size-report.ts (tarballs extracted into a temp app) and by test/consumer.e2e.ts
// (the app installed from a local registry).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, type Rolldown } from 'vite';
import { bundleText, components, type Bundle } from './components';

/**
 * Budgets in bytes (1 kB = 1000 bytes), per component, as a consumer's bundle carries them: the
 * issue's 4 kB of JS and 3 kB of CSS. The last bytes over 4 kB, in esbuild apps, went when one module
 * came to hold the package's React imports (tsup.config.ts, `oneReactModule`; docs/measurements.md,
 * "Issue 32, fourth pass"). esbuild renames a whole bundle by how often each name is used, so a
 * change anywhere in a component also moves React's share of the gzip by up to about 25 B either way.
 */
export const budget = { js: 4000, css: 3000 };

/** One component's cost in one bundler, imported from the root entry or from its subpath. */
export interface SizeRow {
  component: string;
  bundler: 'vite' | 'esbuild';
  from: 'root' | 'subpath';
  /** gzip bytes of the app's JS minus a React-only app's. */
  js: number;
  /** gzip bytes of the app's CSS. */
  css: number;
}

const imports = ['root', 'subpath'] as const;

export const gzipSize = (text: string): number => gzipSync(Buffer.from(text), { level: 9 }).length;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

/**
 * The baseline is a React 19 app written in JSX, as every README example is: its compiled JSX
 * calls `react/jsx-runtime`, so the runtime is the app's, not the component's (a createElement-only
 * baseline charged each component about 0.1 kB for it). The entries call `jsx` directly, as the
 * compiled JSX would, so neither bundler needs a JSX plugin.
 */
const reactOnly = [
  "import { jsx } from 'react/jsx-runtime';",
  "import { createRoot } from 'react-dom/client';",
  "createRoot(document.getElementById('root')).render(jsx('main', { children: 'app' }));",
];

/**
 * The app entries: React alone, then each component imported from the root and from its subpath,
 * each with that component's CSS file.
 */
export function consumerEntries(): Record<string, string> {
  const entries: Record<string, string> = { 'react-only': reactOnly.join('\n') };
  for (const component of components) {
    for (const from of imports) {
      const specifier =
        from === 'root' ? '@portfolio/interactions' : `@portfolio/interactions/${component.slug}`;
      entries[`${component.slug}-${from}`] = [
        `import { ${component.name} } from '${specifier}';`,
        `import '@portfolio/interactions/${component.slug}.css';`,
        ...reactOnly.slice(0, 2),
        `createRoot(document.getElementById('root')).render(jsx(${component.name}, {}));`,
      ].join('\n');
    }
  }
  return entries;
}

async function buildWithVite(appDir: string, entryFile: string): Promise<Bundle> {
  const output = await viteBuild({
    root: appDir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    // Vite takes NODE_ENV from the environment when set (vitest sets "test"): a consumer ships production.
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: { input: entryFile },
    },
  });
  // Not a watcher: no `build.watch`.
  const outputs = output as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(outputs) ? outputs : [outputs]).flatMap((o) => o.output);
  const text = (ext: string) =>
    chunks
      .filter((c) => c.fileName.endsWith(ext))
      .map((c) => (c.type === 'chunk' ? c.code : String(c.source)))
      .join('\n');
  return { js: text('.js'), css: text('.css') };
}

async function buildWithEsbuild(appDir: string, entryFile: string): Promise<Bundle> {
  const result = await esbuild({
    absWorkingDir: appDir,
    entryPoints: [entryFile],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: path.join(appDir, 'esbuild-out'),
    write: false,
    logLevel: 'silent',
  });
  return bundleText(result.outputFiles);
}

/** Whether the installed @portfolio/interactions exports the subpath (older builds have none). */
async function hasSubpath(appDir: string, slug: string): Promise<boolean> {
  const manifest = path.join(appDir, 'node_modules/@portfolio/interactions/package.json');
  const { exports = {} } = JSON.parse(await readFile(manifest, 'utf8'));
  return `./${slug}` in exports;
}

/**
 * Builds every entry with both bundlers inside `appDir` (which must resolve react, react-dom and
 * @portfolio/*). Returns the bundles' text (for the tree-shaking proof) and one row per component,
 * bundler and import style with gzip bytes of JS (minus React alone) and CSS.
 */
export async function measureConsumer(
  appDir: string,
): Promise<{ rows: SizeRow[]; bundles: Record<string, Bundle> }> {
  const srcDir = path.join(appDir, 'size-entries');
  await mkdir(srcDir, { recursive: true });
  const bundlers = [
    ['vite', buildWithVite],
    ['esbuild', buildWithEsbuild],
  ] as const;
  const bundles: Record<string, Bundle> = {};
  const rows: SizeRow[] = [];
  for (const [name, code] of Object.entries(consumerEntries())) {
    const [, slug = '', from = ''] = /^(.+)-(root|subpath)$/.exec(name) ?? [];
    if (from === 'subpath' && !(await hasSubpath(appDir, slug))) continue;
    const file = path.join(srcDir, `${name}.js`);
    if (!existsSync(file) || (await readFile(file, 'utf8')) !== code) await writeFile(file, code);
    for (const [bundler, build] of bundlers) {
      bundles[`${bundler}:${name}`] = await build(appDir, file);
    }
  }
  for (const [bundler] of bundlers) {
    const base = gzipSize(bundles[`${bundler}:react-only`]!.js);
    for (const component of components) {
      for (const from of imports) {
        const bundle = bundles[`${bundler}:${component.slug}-${from}`];
        if (!bundle) continue;
        rows.push({
          component: component.name,
          bundler,
          from,
          js: gzipSize(bundle.js) - base,
          css: gzipSize(bundle.css),
        });
      }
    }
  }
  return { rows, bundles };
}

/** The table as Markdown lines, with the budget verdict per row. */
export function sizeTable(rows: SizeRow[]): string[] {
  const header = [
    'component',
    'bundler',
    'import',
    'JS gzip',
    `budget ${kB(budget.js)}`,
    'CSS gzip',
    `budget ${kB(budget.css)}`,
  ];
  const table = rows.map((r) => [
    r.component,
    r.bundler,
    r.from === 'root' ? 'root' : 'subpath',
    kB(r.js),
    r.js <= budget.js ? 'ok' : `OVER by ${r.js - budget.js} B`,
    kB(r.css),
    r.css <= budget.css ? 'ok' : `OVER by ${r.css - budget.css} B`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 3 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (i < 3 ? ':' : '-') + '-'.repeat(w) + (i < 3 ? '-' : ':')).join('|')}|`,
    ...table.map(line),
  ];
}

/** The rows above budget. */
export const overBudget = (rows: SizeRow[]): SizeRow[] =>
  rows.filter((r) => r.js > budget.js || r.css > budget.css);
