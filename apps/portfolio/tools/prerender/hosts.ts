// Writes the headers of tools/prerender/csp.ts out for each mainstream static host, at build time,
// with the hashes of the HTML just built:
//   - vercel.json: Vercel reads it before it builds, so the build rewrites the committed file
//     locally (commit it), and on Vercel or in CI fails when the committed one is stale instead
//     of deploying old hashes;
//   - dist/_headers, read by Netlify and Cloudflare Pages alike (the same syntax);
//   - a <meta http-equiv="Content-Security-Policy"> in every HTML file, for hosts that cannot
//     send headers (GitHub Pages), and dist/.nojekyll so GitHub Pages serves every file as is.
// Clean URLs and the 404 page with status 404 are native on all four hosts for this layout
// (route.html files and a top-level 404.html), so no rewrite or redirect file is needed.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ASSET_CACHE_CONTROL,
  COMMON_SECURITY_HEADERS,
  CSP_HEADER,
  PAGE_CACHE_CONTROL,
  STORYBOOK_DIR,
  buildCsp,
  buildStorybookCsp,
  htmlFiles,
  metaCsp,
  pageHashes,
  requiredHashes,
  siteHeaders,
  storybookHeaders,
  storybookHtmlFiles,
  type Header,
} from './csp';

/**
 * The policies a build serves: each page's own (its inline code's hashes only, `pageHashes`), the
 * one for every other path of the site (the 404 page's: unknown paths are answered with it; the
 * assets, social cards and sitemap are no documents that run inline code), and the Storybook's.
 */
export interface HostPolicies {
  /** Each site page's policy, by its HTML file under dist (`index.html`, `case-study/x.html`). */
  pages: Record<string, string>;
  /** Every other path of the site. */
  fallback: string;
  storybook: string;
}

/** The page answered with 404 status for unknown paths, whose policy is the fallback. */
export const NOT_FOUND_PAGE = '404.html';

/** The URL paths a static host serves an HTML file at: its clean URL and its file name. */
export function pageUrlPaths(file: string): string[] {
  const clean = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
  return [clean, `/${file}`];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path-to-regexp source matching a page's URL paths (clean and file name), and no other. */
export function pageSource(file: string): string {
  if (file === 'index.html') return '/((?:index\\.html)?)';
  return `/(${escapeRegExp(file.slice(0, -'.html'.length))}(?:\\.html)?)`;
}

/**
 * The source of every site path no page rule names: not the Storybook, not a page's clean URL or
 * file name (with or without a trailing slash, which the hosts also answer).
 */
export function fallbackSource(files: string[]): string {
  const pages = files
    .filter((file) => file !== 'index.html')
    .map((file) => `${escapeRegExp(file.slice(0, -'.html'.length))}(?:\\.html)?`);
  return `/((?!${STORYBOOK_DIR}(?:/|$))(?!(?:index\\.html|${pages.join('|')})?/?$).*)`;
}

/** The pages that get their own header rule: every site page but the 404 page (the fallback's). */
const namedPages = (policies: HostPolicies) =>
  Object.keys(policies.pages)
    .filter((file) => file !== NOT_FOUND_PAGE)
    .sort();

/**
 * The `headers` array of vercel.json for the policies. No two rules set the same header for one
 * path (each page's CSP and X-Frame-Options, the fallback's and the Storybook's exclude each
 * other), so the result does not depend on which rule a host lets win.
 */
export function vercelHeaders(policies: HostPolicies): {
  source: string;
  headers: Header[];
}[] {
  const pages = namedPages(policies);
  return [
    {
      source: '/assets/(.*)',
      headers: [{ key: 'Cache-Control', value: ASSET_CACHE_CONTROL }],
    },
    {
      source: '/((?!assets/).*)',
      headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }],
    },
    ...pages.map((file) => ({
      source: pageSource(file),
      headers: siteHeaders(policies.pages[file]!),
    })),
    { source: fallbackSource(pages), headers: siteHeaders(policies.fallback) },
    { source: `/${STORYBOOK_DIR}/:path*`, headers: storybookHeaders(policies.storybook) },
    { source: '/(.*)', headers: COMMON_SECURITY_HEADERS },
  ];
}

/** vercel.json's text with its headers replaced by the ones for the policies (other keys kept). */
export function vercelJsonFor(text: string, policies: HostPolicies): string {
  const config = JSON.parse(text);
  config.headers = vercelHeaders(policies);
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The URL paths that get `no-cache` in `_headers`, each with the HTML file it serves (or null).
 * Netlify and Cloudflare Pages apply every matching rule and join the values of a header set
 * twice, so these rules must never overlap: `/assets/*` is immutable, each HTML file is named by
 * its clean URL and its file name (with its own policy), and every other entry of dist/ by its
 * name (a folder without pages by its splat). A path that matches no file gets the host's own
 * default, which revalidates too.
 */
export function pageCachePaths(dist: string, dir = ''): [path: string, page: string | null][] {
  const paths: [string, string | null][] = [];
  for (const entry of readdirSync(join(dist, dir), { withFileTypes: true })) {
    const name = dir ? `${dir}/${entry.name}` : entry.name;
    if (name === 'assets' || name === STORYBOOK_DIR || name.startsWith('_') || name.startsWith('.'))
      continue;
    if (entry.isDirectory())
      paths.push(
        ...(htmlFiles(dist, name).length > 0
          ? pageCachePaths(dist, name)
          : [[`/${name}/*`, null] as [string, null]]),
      );
    else if (name.endsWith('.html'))
      paths.push(...pageUrlPaths(name).map((path): [string, string] => [path, name]));
    else paths.push([`/${name}`, null]);
  }
  return paths.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const headersBlock = (path: string, headers: Header[]) =>
  `${path}\n${headers.map(({ key, value }) => `  ${key}: ${value}`).join('\n')}\n`;

/**
 * The `_headers` file (Netlify and Cloudflare Pages) for the policies and the files of dist/.
 * Both hosts apply every matching rule and join the values of a header set twice, and `_headers`
 * cannot say "every path but /storybook/*": so `/*` carries only the headers the site and the
 * Storybook share, and the CSP and X-Frame-Options go on each path the site names (a page's own
 * policy on its paths, the fallback on the rest) and on the Storybook's own. A path that matches
 * no file gets the shared headers, and the 404 page it is answered with carries its own policy in
 * its <meta>.
 */
export function headersFile(policies: HostPolicies, dist: string): string {
  const page = [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }];
  const { storybook, fallback } = policies;
  return [
    '# Written by `pnpm build` from tools/prerender/csp.ts for Netlify and Cloudflare Pages: do not edit.\n',
    headersBlock('/*', COMMON_SECURITY_HEADERS),
    headersBlock('/assets/*', [
      { key: 'Cache-Control', value: ASSET_CACHE_CONTROL },
      ...siteHeaders(fallback),
    ]),
    ...pageCachePaths(dist).map(([path, file]) =>
      headersBlock(path, [...page, ...siteHeaders(file ? policies.pages[file]! : fallback)]),
    ),
    ...(existsSync(join(dist, STORYBOOK_DIR))
      ? [`/${STORYBOOK_DIR}`, `/${STORYBOOK_DIR}/*`].map((path) =>
          headersBlock(path, [...page, ...storybookHeaders(storybook)]),
        )
      : []),
  ].join('\n');
}

/** The <meta> CSP element for a policy (attribute-escaped). */
export function metaCspElement(policy: string): string {
  const content = metaCsp(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<meta http-equiv="${CSP_HEADER}" content="${content}" />`;
}

/**
 * The HTML with the meta CSP right after <meta charset>, before any script or style it governs
 * (a meta policy applies only to what the parser meets after it).
 */
export function withMetaCsp(html: string, policy: string, file = 'HTML'): string {
  if (/<meta[^>]+http-equiv="Content-Security-Policy"/i.test(html))
    throw new Error(`${file} already has a Content-Security-Policy <meta>`);
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error(`${file} has no <meta charset> to put the CSP after`);
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${metaCspElement(policy)}${html.slice(at)}`;
}

/** Whether this build must leave vercel.json as committed: on Vercel (already read) and in CI. */
export const mustVerifyVercelJson = (env: Record<string, string | undefined> = process.env) =>
  env.VERCEL === '1' || (env.CI !== undefined && env.CI !== '' && env.CI !== 'false');

/**
 * Writes every host's configuration for the site assembled in `dist` and returns the policies.
 * `vercelFile` is rewritten when it differs, unless `verifyVercel`: then a stale file fails.
 */
export function writeHostConfigs({
  dist,
  vercelFile,
  verifyVercel = mustVerifyVercelJson(),
}: {
  dist: string;
  vercelFile: string;
  verifyVercel?: boolean;
}): HostPolicies {
  const policies = policiesFor(dist);
  const write = (file: string, policy: string) => {
    const path = join(dist, file);
    writeFileSync(path, withMetaCsp(readFileSync(path, 'utf8'), policy, file));
  };
  // Each site page's <meta> carries the policy its header carries (without frame-ancestors).
  for (const [file, policy] of Object.entries(policies.pages)) write(file, policy);
  for (const file of storybookHtmlFiles(dist)) write(file, policies.storybook);
  writeFileSync(join(dist, '_headers'), headersFile(policies, dist));
  writeFileSync(join(dist, '.nojekyll'), '');

  const before = readFileSync(vercelFile, 'utf8');
  const after = vercelJsonFor(before, policies);
  if (after !== before) {
    if (verifyVercel)
      throw new Error(
        'apps/portfolio/vercel.json does not match the built HTML (its CSP hashes or headers are stale). Vercel reads it before the build, so it cannot be fixed here: run `pnpm build` locally and commit apps/portfolio/vercel.json.',
      );
    writeFileSync(vercelFile, after);
    console.log(
      'vercel.json: headers updated from the built HTML; commit apps/portfolio/vercel.json.',
    );
  }
  return policies;
}

/** Each site page's policy, the fallback and the Storybook's for the HTML built in `dist`. */
export function policiesFor(dist: string): HostPolicies {
  const pages = Object.fromEntries(
    htmlFiles(dist).map((file) => [file, buildCsp(pageHashes(dist, file))]),
  );
  const fallback = pages[NOT_FOUND_PAGE];
  if (!fallback)
    throw new Error(`dist has no ${NOT_FOUND_PAGE}, whose policy covers unknown paths`);
  return {
    pages,
    fallback,
    storybook: buildStorybookCsp(requiredHashes(dist, storybookHtmlFiles(dist))),
  };
}
