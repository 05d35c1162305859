// Shared by the static-output tests: the built site, served like a static host.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { serveDist } from '../prerender/serve-dist';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const dist = fileURLToPath(new URL('../../dist', import.meta.url));
export const work = fileURLToPath(new URL('../../.prerender', import.meta.url));

export function requireBuild(): void {
  if (!existsSync(`${dist}/404.html`) || !existsSync(`${work}/chunk-modules.json`)) {
    throw new Error(
      'The built site is missing: run `pnpm --filter @portfolio/site build` first (dist/ and .prerender/).',
    );
  }
}

/** Every prerendered page of dist/ (the published Storybook in dist/storybook/ is not a page of the site). */
export function builtPages(folder = dist): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name === 'storybook' ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every built stylesheet of dist/assets/, in one string. */
export function builtStylesheets(): string {
  requireBuild();
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('\n');
}

export interface Served {
  url: string;
  close: () => Promise<void>;
}

/** Serves dist/ with tools/prerender/serve-dist.ts (static-host rules, vercel.json headers) on a free port. */
export async function serve(): Promise<Served> {
  requireBuild();
  const { server, url } = await serveDist({ root: dist });
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Parses HTML without running any script (what a crawler or link preview reads). */
export function parse(html: string): Document {
  return new JSDOM(html).window.document;
}
