// Shared by the static-output tests: the built site, served like a static host.
import { existsSync } from 'node:fs';
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
