// Writes the headers of prerender/csp.ts out for each mainstream static host, at build time,
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
  inlineSources,
  metaCsp,
  pageHashes,
  requiredHashes,
  siteHeaders,
  storybookHeaders,
  storybookHtmlFiles,
  type Header,
} from './csp';

/** The two policies a build serves: the site's strict one and the Storybook's (`/storybook/*`). */
export interface HostPolicies {
  site: string;
  storybook: string;
}

/**
 * The `headers` array of vercel.json for the policies. No two rules set the same header for one
 * path (the site's CSP and X-Frame-Options stop where the Storybook's start), so the result does
 * not depend on which rule a host lets win.
 */
export function vercelHeaders({ site, storybook }: HostPolicies): {
  source: string;
  headers: Header[];
}[] {
  return [
    {
      source: '/assets/(.*)',
      headers: [{ key: 'Cache-Control', value: ASSET_CACHE_CONTROL }],
    },
    {
      source: '/((?!assets/).*)',
      headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }],
    },
    { source: `/((?!${STORYBOOK_DIR}(?:/|$)).*)`, headers: siteHeaders(site) },
    { source: `/${STORYBOOK_DIR}/:path*`, headers: storybookHeaders(storybook) },
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
 * The URL paths that get `no-cache` in `_headers`. Netlify and Cloudflare Pages apply every
 * matching rule and join the values of a header set twice, so the Cache-Control rules must never
 * overlap: `/assets/*` is immutable, and every other top-level entry of dist/ is named (a folder
 * by its splat, an HTML file by its clean URL and by its file name). A path that matches no file
 * gets the host's own default, which revalidates too.
 */
export function pageCachePaths(dist: string): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dist, { withFileTypes: true })) {
    const name = entry.name;
    if (name === 'assets' || name === STORYBOOK_DIR || name.startsWith('_') || name.startsWith('.'))
      continue;
    if (entry.isDirectory()) paths.push(`/${name}/*`);
    else if (name === 'index.html') paths.push('/', '/index.html');
    else if (name.endsWith('.html')) paths.push(`/${name.slice(0, -'.html'.length)}`, `/${name}`);
    else paths.push(`/${name}`);
  }
  return paths.sort();
}

const headersBlock = (path: string, headers: Header[]) =>
  `${path}\n${headers.map(({ key, value }) => `  ${key}: ${value}`).join('\n')}\n`;

/**
 * The `_headers` file (Netlify and Cloudflare Pages) for the policies and the files of dist/.
 * Both hosts apply every matching rule and join the values of a header set twice, and `_headers`
 * cannot say "every path but /storybook/*": so `/*` carries only the headers the site and the
 * Storybook share, and the CSP and X-Frame-Options go on each path the site names and on the
 * Storybook's own. A path that matches no file gets the shared headers, and the 404 page it is
 * answered with carries its own policy in its <meta> (the site's, with the 404 page's hashes).
 */
export function headersFile({ site, storybook }: HostPolicies, dist: string): string {
  const page = [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }];
  return [
    '# Written by `pnpm build` from prerender/csp.ts for Netlify and Cloudflare Pages: do not edit.\n',
    headersBlock('/*', COMMON_SECURITY_HEADERS),
    headersBlock('/assets/*', [
      { key: 'Cache-Control', value: ASSET_CACHE_CONTROL },
      ...siteHeaders(site),
    ]),
    ...pageCachePaths(dist).map((path) => headersBlock(path, [...page, ...siteHeaders(site)])),
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
  // Each site page's <meta> carries its own hashes (pageHashes); the headers carry the site's.
  const { styleAttributes } = inlineSources(dist);
  const pages = htmlFiles(dist);
  const pagePolicies = pages.map((file) => buildCsp(pageHashes(dist, file, styleAttributes)));
  pages.forEach((file, index) => write(file, pagePolicies[index]!));
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

/** The site's and the Storybook's policies for the HTML built in `dist`. */
export function policiesFor(dist: string): HostPolicies {
  return {
    site: buildCsp(requiredHashes(dist)),
    storybook: buildStorybookCsp(requiredHashes(dist, storybookHtmlFiles(dist))),
  };
}
