// Serves dist/ the way a static host does: exact file, then `path/index.html`, then
// `path.html`; anything else gets 404.html with status 404. (The lookup and the on-the-fly
// compression stay our own: sirv compresses only from precompressed twins on disk, and wrapping
// its response to compress like a CDN would take more code than these 20 lines of lookup.) Loopback only. Response headers
// come from vercel.json (caching, CSP and the other security headers), as on the real host,
// so browser tests run under the production Content-Security-Policy. `hostConfig: null` (or
// `--no-host-headers` on the command line) serves like GitHub Pages: none of those headers,
// so only the <meta> CSP in each HTML file protects the page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookup } from 'mrmime';
import { pathToRegexp } from 'path-to-regexp';
import { ASSET_CACHE_CONTROL, PAGE_CACHE_CONTROL, STORYBOOK_DIR, type Header } from './csp';

/** The part of vercel.json the server follows: its header rules. */
export type HostConfig = { headers?: { source: string; headers: Header[] }[] } | null;

/**
 * A vercel.json `source` pattern as a RegExp for the whole path: path-to-regexp 6, the matcher
 * and syntax Vercel documents for `source` (`:name`, `:name*`, regex groups such as `(.*)`).
 */
export const sourceToRegExp = (source: string): RegExp => pathToRegexp(source);

/** The Content-Type of a file: text types in UTF-8, unknown types as bytes. */
function contentType(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return type.startsWith('text/') ? `${type}; charset=utf-8` : type;
}

/** The headers vercel.json gives a URL path: every matching rule, later rules winning per header. */
export function hostHeaders(config: HostConfig, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of config?.headers ?? []) {
    if (!sourceToRegExp(rule.source).test(pathname)) continue;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

/** The host config next to dist/ (apps/portfolio/vercel.json), or null. */
export function readHostConfig(
  file: URL | string = new URL('../../vercel.json', import.meta.url),
): HostConfig {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Resolves a URL path to [file, status] under root. */
export function resolveRequest(root: string, urlPath: string): [file: string, status: number] {
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
const compressedBodies = new Map<string, Promise<Buffer>>();

/**
 * The file compressed like a CDN's edge cache serves it: brotli at its default, highest quality,
 * except for the published Storybook's 8 MB of scripts, compressed at quality 5 as CDNs do
 * on the fly (at 11 its first load here would take tens of seconds on two busy cores).
 */
function compressed(
  file: string,
  encoding: keyof typeof compressors,
  fast = false,
): Promise<Buffer> {
  const { size, mtimeMs } = statSync(file);
  const key = `${encoding}:${fast}:${size}:${mtimeMs}:${file}`;
  let body = compressedBodies.get(key);
  if (!body) {
    body = readFile(file).then((raw) =>
      encoding === 'br' && fast
        ? compressors.br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : compressors[encoding](raw),
    );
    compressedBodies.set(key, body);
    body.catch(() => compressedBodies.delete(key));
  }
  return body;
}

/** Starts the server; resolves with { server, url }. */
export function serveDist({
  root,
  port = 0,
  headers = {},
  hostConfig = readHostConfig(),
  compress = true,
}: {
  root: string;
  port?: number;
  headers?: Record<string, string>;
  hostConfig?: HostConfig;
  /** Off for folders of large bundles (the static Storybook): compressing them on first request takes seconds. */
  compress?: boolean;
}): Promise<{ server: Server; url: string }> {
  const absRoot = resolve(root);
  const server = createServer((req, res) => {
    const [file, status] = resolveRequest(absRoot, req.url ?? '/');
    if (!isFile(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const type = contentType(file);
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
    const encoding =
      !compress || !compressible
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
    compressed(file, encoding, file.startsWith(join(absRoot, STORYBOOK_DIR, '/'))).then(
      (body) => res.end(body),
      (error) => res.destroy(error),
    );
  });
  // Idle connections stay open for a minute, as a CDN keeps them, not Node's 5 s. A test's fetch
  // (undici) that came more than 5 s after the last one, its process busy in between (a slow
  // machine, a test parsing a page), took the idle connection just as the server closed it:
  // ECONNRESET, 4 times in 4 with the event loop held 6 s between two fetches.
  server.keepAliveTimeout = 60_000;
  return new Promise((ok) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as AddressInfo;
      ok({ server, url: `http://127.0.0.1:${bound}` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const noHostHeaders = process.argv.includes('--no-host-headers');
  const [portArg, rootArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const port = Number(portArg ?? 5319);
  const root = rootArg ?? new URL('../../dist', import.meta.url).pathname;
  serveDist({ root, port, ...(noHostHeaders ? { hostConfig: null } : {}) }).then(({ url }) =>
    console.log(
      `serving ${root} at ${url}${noHostHeaders ? ' without host headers (like GitHub Pages)' : ''}`,
    ),
  );
}
