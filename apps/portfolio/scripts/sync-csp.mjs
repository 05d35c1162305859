#!/usr/bin/env node
// `pnpm --filter @portfolio/site csp:sync`: writes the Content-Security-Policy that the built
// dist/ needs (sha256 of each inline head script and inline style attribute) into vercel.json.
// Run it after `pnpm build` whenever index.html's theme script, src/intro/introBoot.ts or an
// inline style changes; the static-output tests fail until vercel.json matches.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { syncedVercelJson } from '../prerender/csp.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const file = fileURLToPath(new URL('../vercel.json', import.meta.url));
if (!existsSync(`${dist}/index.html`)) {
  console.error('dist/ is missing: run `pnpm --filter @portfolio/site build` first.');
  process.exit(1);
}
const before = readFileSync(file, 'utf8');
const after = syncedVercelJson(before, dist);
if (after === before)
  console.log('vercel.json: the Content-Security-Policy already matches dist/.');
else {
  writeFileSync(file, after);
  console.log('vercel.json: Content-Security-Policy updated from dist/. Commit vercel.json.');
}
