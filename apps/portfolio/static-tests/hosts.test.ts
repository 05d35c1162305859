import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COMMON_SECURITY_HEADERS,
  HEADER_ONLY_DIRECTIVES,
  directiveHashes,
  directiveSources,
  buildCsp,
  htmlFiles,
  inlineSourcesOf,
  metaCsp,
  pageHashes,
  requiredHashes,
  storybookHtmlFiles,
} from '../tools/prerender/csp';
import { dist, parse, requireBuild, root } from '../tools/test-support/dist';
import { pageUrlPaths, policiesFor, vercelJsonFor } from '../tools/prerender/hosts';
import { hostHeaders } from '../tools/prerender/serve-dist';

/*
 * The headers every host gets from one source (tools/prerender/csp.ts), as the build wrote them:
 * vercel.json for Vercel, dist/_headers for Netlify and Cloudflare Pages, and a <meta> CSP in
 * every HTML file for hosts without headers (GitHub Pages). Each file is parsed the way its
 * host reads it and compared with the built HTML and with Vercel's header set.
 */

type Rule = { path: string; headers: { key: string; value: string }[] };

/** Parses `_headers` as Netlify and Cloudflare Pages do: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon === -1) throw new Error(`_headers: a header line outside a rule: "${line}"`);
    rule.headers.push({ key: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return rules;
}

/** A `_headers` path (`*` splat, `:name` placeholder) as a RegExp for a whole URL path. */
function headersPathPattern(path: string): RegExp {
  const pattern = path
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}$`);
}

/**
 * The headers `_headers` gives a URL path (lower-case names): every matching rule applies, and
 * a header set by several rules gets their values joined by ", ", as both hosts document.
 */
function headersFor(rules: Rule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!headersPathPattern(rule.path).test(pathname)) continue;
    for (const { key, value } of rule.headers) {
      const name = key.toLowerCase();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}

/** Every file of dist/ as the URL paths a visitor can ask for it by (clean URL first for pages). */
function servedPaths(dir = dist): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return servedPaths(path);
    const url = `/${relative(dist, path)}`;
    if (entry.name === '_headers' || entry.name === '.nojekyll') return [];
    if (url === '/index.html') return ['/', url];
    return url.endsWith('.html') ? [url.slice(0, -'.html'.length), url] : [url];
  });
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const vercelText = () => readFileSync(`${root}/vercel.json`, 'utf8');
const vercelConfig = () => JSON.parse(vercelText()) as Parameters<typeof hostHeaders>[0];
/** The CSP vercel.json sends with a URL path. */
const vercelPolicy = (path: string) =>
  hostHeaders(vercelConfig(), path)['content-security-policy'] ?? '';
const HEADERS_FIX = 'run `pnpm --filter @portfolio/site build` and commit vercel.json';

describe('Vercel: vercel.json', () => {
  it('is exactly what the build writes for the built HTML (headers, CSP hashes and all)', () => {
    requireBuild();
    const text = vercelText();
    expect(vercelJsonFor(text, policiesFor(dist)), HEADERS_FIX).toBe(text);
  });
});

describe('Netlify and Cloudflare Pages: dist/_headers', () => {
  const rules = () => {
    requireBuild();
    return parseHeadersFile(read('_headers'));
  };

  it('sends exactly the header set vercel.json sends, for every file of the site', () => {
    const config = vercelConfig();
    // The Storybook's manager is also asked for as its folder, with and without the slash.
    const paths = [...servedPaths(), '/storybook', '/storybook/'];
    expect(paths).toEqual(expect.arrayContaining(['/', '/micro-interactions', '/404.html']));
    expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['/storybook/iframe.html', '/storybook/index']));
    for (const path of paths)
      expect(headersFor(rules(), path), path).toEqual(hostHeaders(config, path));
  });

  it('sends the shared security headers on paths that match no file, and the 404 page brings the CSP', () => {
    const config = vercelConfig();
    const shared = Object.fromEntries(
      COMMON_SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]),
    );
    // `_headers` cannot exclude /storybook/* from `/*`: the site's CSP and X-Frame-Options are
    // on the paths it names, so an unnamed path gets the shared headers (Vercel sends all)...
    for (const path of ['/no/such/page', '/nope.html', '/case-study/no-such-study']) {
      const { 'cache-control': cache, ...security } = headersFor(rules(), path);
      const { 'cache-control': vercelCache, ...vercelSecurity } = hostHeaders(config, path);
      expect(security, path).toEqual(shared);
      expect(vercelSecurity, path).toEqual({
        ...shared,
        'content-security-policy': vercelPolicy('/404.html'),
        'x-frame-options': 'DENY',
      });
      expect(vercelCache).toBe('no-cache');
      // Unnamed paths keep the host's default, which revalidates (max-age=0, must-revalidate).
      expect([undefined, 'no-cache'], path).toContain(cache);
    }
    // ...and a folder of pages is named page by page (each with its own policy), so an unknown
    // path under it is unnamed too. The page those paths are answered with carries its own
    // policy in its <meta>.
    const meta = parse(read('404.html'))
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    expect(meta).toBe(metaCsp(buildCsp(pageHashes(dist, '404.html'))));
  });

  it("allows each page's inline code by hash on its URLs, and nothing inline besides", () => {
    for (const file of htmlFiles(dist)) {
      const required = pageHashes(dist, file);
      for (const path of pageUrlPaths(file)) {
        const policy = headersFor(rules(), path)['content-security-policy'] ?? '';
        expect(directiveHashes(policy, 'script-src'), path).toEqual(required.scripts);
        expect(directiveHashes(policy, 'style-src'), path).toEqual(required.styles);
        expect(directiveSources(policy, 'default-src'), path).toEqual(["'none'"]);
        expect(directiveSources(policy, 'frame-ancestors'), path).toEqual(["'none'"]);
        expect(policy, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
      }
    }
  });

  it("gives the Storybook its own policy: its scripts by hash, framed by its own origin only, no script 'unsafe-inline' or 'unsafe-eval'", () => {
    for (const path of ['/storybook', '/storybook/', '/storybook/iframe.html', '/storybook/x.js']) {
      const headers = headersFor(rules(), path);
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).not.toContain(', ');
      expect(policy, path).not.toBe(vercelPolicy('/404.html'));
      expect(directiveHashes(policy, 'script-src'), path).toEqual(
        requiredHashes(dist, storybookHtmlFiles(dist)).scripts,
      );
      expect(directiveSources(policy, 'script-src'), path).not.toContain("'unsafe-inline'");
      expect(policy, path).not.toContain("'unsafe-eval'");
      expect(directiveSources(policy, 'default-src'), path).toEqual(["'none'"]);
      expect(directiveSources(policy, 'frame-ancestors'), path).toEqual(["'self'"]);
      expect(directiveSources(policy, 'object-src'), path).toEqual(["'none'"]);
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security'], path).toBeDefined();
    }
    // The site's pages keep theirs.
    expect(headersFor(rules(), '/micro-interactions')['content-security-policy']).toBe(
      vercelPolicy('/micro-interactions'),
    );
  });

  it("stays within Cloudflare Pages' limits: at most 100 rules, lines of at most 2000 characters", () => {
    expect(rules().length).toBeLessThanOrEqual(100);
    for (const line of read('_headers').split('\n')) expect(line.length).toBeLessThanOrEqual(2000);
  });

  it('has a top-level 404.html, which both hosts serve with status 404 for unknown paths', () => {
    // Without it, Cloudflare Pages would treat the site as a single-page app and answer 200.
    requireBuild();
    expect(existsSync(join(dist, '404.html'))).toBe(true);
  });
});

describe('GitHub Pages (no headers): a <meta> CSP in every HTML file', () => {
  const files = () => {
    requireBuild();
    return htmlFiles(dist);
  };

  it('puts the policy first in <head>, before any script or style it governs', () => {
    expect(files()).toEqual(expect.arrayContaining(['index.html', '404.html']));
    for (const file of files()) {
      const doc = parse(read(file));
      const metas = doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
      expect(metas, file).toHaveLength(1);
      const children = [...doc.head.children];
      expect(children[0]?.getAttribute('charset'), file).toBe('UTF-8');
      expect(children[1], file).toBe(metas[0]);
    }
  });

  it("is Vercel's policy of the page without what a meta policy cannot carry (frame-ancestors, reporting)", () => {
    const withoutHashes = (policy: string) =>
      policy
        .split('; ')
        .filter((directive) => directive.split(' ')[0] !== 'frame-ancestors')
        .map((directive) => directive.replace(/ 'sha256-[^']+'/g, ''))
        .join('; ');
    for (const file of files()) {
      const header = vercelPolicy(pageUrlPaths(file)[0]!);
      const meta =
        parse(read(file))
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '';
      expect(withoutHashes(meta), file).toBe(withoutHashes(header));
      for (const directive of ['script-src', 'style-src'])
        expect(directiveHashes(meta, directive), `${file}: ${directive}`).toEqual(
          directiveHashes(header, directive),
        );
      // Only this page's inline code: what a client-side navigation renders into this document
      // sets its styles through the CSSOM, which CSP does not govern (e2e/static-meta-csp.spec.ts).
      const own = inlineSourcesOf(read(file));
      expect(directiveHashes(meta, 'script-src'), file).toEqual(
        [...new Set(own.scripts.map(sha256))].sort(),
      );
      expect(directiveHashes(meta, 'style-src'), file).toEqual(
        [...new Set([...own.styleElements, ...own.styleAttributes].map(sha256))].sort(),
      );
      for (const directive of HEADER_ONLY_DIRECTIVES)
        expect(directiveSources(meta, directive), `${file}: ${directive}`).toBeNull();
    }
  });

  it("allows each page's own inline scripts, <style> elements and style attributes by hash", () => {
    for (const file of files()) {
      const html = read(file);
      const meta =
        parse(html)
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '';
      const { scripts, styleElements, styleAttributes } = inlineSourcesOf(html);
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const script of scripts)
        expect(directiveHashes(meta, 'script-src'), file).toContain(sha256(script));
      for (const style of [...styleElements, ...styleAttributes])
        expect(directiveHashes(meta, 'style-src'), file).toContain(sha256(style));
    }
  });

  it("puts the <base> the Storybook's pages load from first, and their own policy right after <meta charset>", () => {
    const files = storybookHtmlFiles(dist);
    expect(files).toEqual(['storybook/iframe.html', 'storybook/index.html']);
    const header = headersFor(parseHeadersFile(read('_headers')), '/storybook/index.html')[
      'content-security-policy'
    ];
    for (const file of files) {
      const html = read(file);
      const doc = parse(html);
      const children = [...doc.head.children];
      expect(children[0]?.tagName, file).toBe('BASE');
      expect(children[0]?.getAttribute('href'), file).toBe('/storybook/');
      const charset = children.findIndex((child) => child.hasAttribute('charset'));
      expect(children[charset + 1]?.getAttribute('http-equiv'), file).toBe(
        'Content-Security-Policy',
      );
      expect(children[charset + 1]?.getAttribute('content'), file).toBe(metaCsp(header ?? ''));
      expect(doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]'), file).toHaveLength(
        1,
      );
      for (const script of inlineSourcesOf(html).scripts)
        expect(directiveHashes(header ?? '', 'script-src'), file).toContain(sha256(script));
    }
  });

  it('ships .nojekyll, so GitHub Pages serves files whose names start with "_" too', () => {
    requireBuild();
    expect(existsSync(join(dist, '.nojekyll'))).toBe(true);
  });
});
