// `pnpm perf:js-modules`: what a page's initial JavaScript holds, module by module. Builds the
// client once with source maps into a temp folder (the same chunks as `pnpm build`: source maps
// do not change the code), then, for each file dist/index.html loads initially, attributes its
// minified bytes to the source module each byte maps to and prints, per module, the raw bytes and
// the gzip bytes removing them would save (the file's gzip minus the gzip of the file without
// them). Deterministic: use it to choose what to move out of home's initial load, then check the
// result with `tools/perf/js-budget.ts`. `JS_MODULES_DIST=<dir with maps>` reads a saved build instead.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's `mappings` into [generated line, column, source index] per segment. */
function decodeMappings(mappings: string): [number, number, number][] {
  const out: [number, number, number][] = [];
  let source = 0;
  const fields = [0, 0, 0, 0, 0];
  mappings.split(';').forEach((line, lineIndex) => {
    fields[0] = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      fields[0] += values[0]!;
      if (values.length > 1) {
        source += values[1]!;
        out.push([lineIndex, fields[0], source]);
      } else out.push([lineIndex, fields[0], -1]);
    }
  });
  return out;
}

/** A module id as people read it: a package name and path, or a path in the repo. */
function readable(source: string): string {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+\/.*)$/.exec(
    source,
  );
  if (pkg) return pkg[1]!;
  return source.replace(/^(?:\.\.\/)+/, '').replace(/^.*?\/(apps|packages)\//, '$1/');
}

export interface ModuleBytes {
  module: string;
  raw: number;
  /** What the file's gzip would lose without this module's bytes. */
  gzipSaved: number;
}

/** Raw and gzip bytes of each source module in one built JS file (with its .map beside it). */
export function moduleBytes(file: string): { gzip: number; modules: ModuleBytes[] } {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const segments = decodeMappings(map.mappings)
    .map(([line, column, source]) => ({
      offset: lineStarts[line]! + column,
      module: source < 0 ? '(generated)' : readable(map.sources[source]!),
    }))
    .sort((a, b) => a.offset - b.offset);
  const ranges = segments.map((segment, i) => ({
    module: segment.module,
    start: segment.offset,
    end: segments[i + 1]?.offset ?? code.length,
  }));
  if (ranges.length === 0 || ranges[0]!.start > 0)
    ranges.unshift({ module: '(generated)', start: 0, end: ranges[0]?.start ?? code.length });
  const total = gz(code);
  const raw = new Map<string, number>();
  for (const range of ranges)
    raw.set(range.module, (raw.get(range.module) ?? 0) + range.end - range.start);
  const modules = [...raw].map(([module, bytes]) => {
    const without = ranges
      .filter((range) => range.module !== module)
      .map((range) => code.slice(range.start, range.end))
      .join('');
    return { module, raw: bytes, gzipSaved: total - gz(without) };
  });
  return { gzip: total, modules: modules.sort((a, b) => b.gzipSaved - a.gzipSaved) };
}

/** The JS files an HTML file loads initially (module scripts and modulepreloads). */
function initialFiles(distDir: string, htmlFile: string): string[] {
  const html = readFileSync(join(distDir, htmlFile), 'utf8');
  return [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1]!);
}

async function main() {
  const saved = process.env.JS_MODULES_DIST;
  const outDir = saved ?? mkdtempSync(join(tmpdir(), 'js-modules-'));
  try {
    if (!saved) {
      const { build } = await import('vite');
      await build({
        root,
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true, sourcemap: true },
      });
    }
    for (const file of initialFiles(outDir, 'index.html')) {
      const { gzip, modules } = moduleBytes(join(outDir, file));
      console.log(`\n${file}: ${gzip} B gzip`);
      console.table(
        modules
          .filter((m) => m.raw >= 50)
          .map((m) => ({ module: m.module, 'raw B': m.raw, 'gzip saved B': m.gzipSaved })),
      );
    }
    console.log(
      "\nThe client build's index.html (the template): home adds no lazy page. Inline scripts are not counted here (tools/perf/js-budget.ts counts them).",
    );
  } finally {
    if (!saved) rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
