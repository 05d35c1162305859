#!/usr/bin/env node
// Serves dist/ the way a static host does: exact file, then `path/index.html`, then
// `path.html`; anything else gets 404.html with status 404. Loopback only.
import { createServer } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Resolves a URL path to [file, status] under root. */
export function resolveRequest(root, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://x').pathname);
  } catch {
    return [join(root, '404.html'), 404];
  }
  const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, safe);
  if (!base.startsWith(root)) return [join(root, '404.html'), 404];
  for (const candidate of [base, join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
    if (isFile(candidate)) return [candidate, 200];
  }
  return [join(root, '404.html'), 404];
}

/** Starts the server; resolves with { server, url }. */
export function serveDist({ root, port = 0, headers = {} } = {}) {
  const absRoot = resolve(root);
  const server = createServer((req, res) => {
    const [file, status] = resolveRequest(absRoot, req.url ?? '/');
    if (!isFile(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${join(absRoot, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
    // Compress text like a CDN does (brotli, else gzip); images and fonts are already compressed.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
    const encoding = !compressible ? null : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    res.writeHead(status, {
      'content-type': type,
      'cache-control': cache,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...headers,
    });
    if (req.method === 'HEAD') return res.end();
    const body = createReadStream(file);
    if (encoding === 'br') body.pipe(createBrotliCompress()).pipe(res);
    else if (encoding === 'gzip') body.pipe(createGzip()).pipe(res);
    else body.pipe(res);
  });
  return new Promise((ok) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, url: `http://127.0.0.1:${address.port}` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 5319);
  const root = process.argv[3] ?? new URL('../dist', import.meta.url).pathname;
  serveDist({ root, port }).then(({ url }) => console.log(`serving ${root} at ${url}`));
}
