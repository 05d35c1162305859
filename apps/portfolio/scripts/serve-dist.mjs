#!/usr/bin/env node
// Serves dist/ the way a static host does: exact file, then `path/index.html`, then
// `path.html`; anything else gets 404.html with status 404. Loopback only. Response headers
// come from vercel.json (caching, CSP and the other security headers), as on the real host,
// so browser tests run under the production Content-Security-Policy. `hostConfig: null` (or
// `--no-host-headers` on the command line) serves like GitHub Pages: none of those headers,
// so only the <meta> CSP in each HTML file protects the page.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL } from '../prerender/csp.mjs';

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

/**
 * A vercel.json `source` pattern (path-to-regexp: `:name`, `:name*`, and raw regex groups in
 * parentheses) as a RegExp anchored to the whole path.
 */
export function sourceToRegExp(source) {
  let out = '';
  for (let i = 0; i < source.length;) {
    const char = source[i];
    if (char === '(') {
      let depth = 0;
      let j = i;
      for (; j < source.length; j += 1) {
        if (source[j] === '\\') {
          j += 1;
          continue;
        }
        if (source[j] === '(') depth += 1;
        if (source[j] === ')') depth -= 1;
        if (depth === 0) break;
      }
      out += source.slice(i, j + 1);
      i = j + 1;
    } else if (char === ':' && /[A-Za-z_]/.test(source[i + 1] ?? '')) {
      const name = /^:([A-Za-z_]\w*)([*+?]?)/.exec(source.slice(i));
      out +=
        name[2] === '*'
          ? '(.*)'
          : name[2] === '+'
            ? '(.+)'
            : name[2] === '?'
              ? '([^/]*)'
              : '([^/]+)';
      i += name[0].length;
    } else {
      out += char.replace(/[.*+?^${}|[\]\\/]/g, '\\$&');
      i += 1;
    }
  }
  return new RegExp(`^${out}$`);
}

/** The headers vercel.json gives a URL path: every matching rule, later rules winning per header. */
export function hostHeaders(config, pathname) {
  const headers = {};
  for (const rule of config?.headers ?? []) {
    if (!sourceToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

/** The host config next to dist/ (apps/portfolio/vercel.json), or null. */
export function readHostConfig(file = new URL('../vercel.json', import.meta.url)) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

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

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };
/** Compressed bodies by file, size, mtime and encoding: a CDN compresses a file once, not per request. */
const compressedBodies = new Map();

/** The file compressed like a CDN's edge cache serves it (brotli at its default, highest quality). */
function compressed(file, encoding) {
  const { size, mtimeMs } = statSync(file);
  const key = `${encoding}:${size}:${mtimeMs}:${file}`;
  let body = compressedBodies.get(key);
  if (!body) {
    body = readFile(file).then((raw) => compressors[encoding](raw));
    compressedBodies.set(key, body);
    body.catch(() => compressedBodies.delete(key));
  }
  return body;
}

/** Starts the server; resolves with { server, url }. */
export function serveDist({ root, port = 0, headers = {}, hostConfig = readHostConfig() } = {}) {
  const absRoot = resolve(root);
  const server = createServer((req, res) => {
    const [file, status] = resolveRequest(absRoot, req.url ?? '/');
    if (!isFile(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const cache = file.includes(`${join(absRoot, 'assets')}`)
      ? ASSET_CACHE_CONTROL
      : PAGE_CACHE_CONTROL;
    let pathname = '/';
    try {
      pathname = new URL(req.url ?? '/', 'http://x').pathname;
    } catch {
      // A malformed URL gets the headers of "/".
    }
    // Compress text like a CDN does (brotli, else gzip); images and fonts are already compressed.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/.test(type);
    const encoding = !compressible
      ? null
      : /\bbr\b/.test(accepts)
        ? 'br'
        : /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null;
    res.writeHead(status, {
      'content-type': type,
      'cache-control': cache,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...hostHeaders(hostConfig, pathname),
      ...headers,
    });
    if (req.method === 'HEAD') return res.end();
    if (!encoding) return createReadStream(file).pipe(res);
    compressed(file, encoding).then(
      (body) => res.end(body),
      (error) => res.destroy(error),
    );
  });
  return new Promise((ok) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      ok({ server, url: `http://127.0.0.1:${address.port}` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const noHostHeaders = process.argv.includes('--no-host-headers');
  const [portArg, rootArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const port = Number(portArg ?? 5319);
  const root = rootArg ?? new URL('../dist', import.meta.url).pathname;
  serveDist({ root, port, ...(noHostHeaders ? { hostConfig: null } : {}) }).then(({ url }) =>
    console.log(
      `serving ${root} at ${url}${noHostHeaders ? ' without host headers (like GitHub Pages)' : ''}`,
    ),
  );
}
