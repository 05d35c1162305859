import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { directiveHashes, htmlFiles, inlineSources, pageHashes } from '../tools/prerender/csp';
import { dist, requireBuild, root } from '../tools/test-support/dist';
import { pageUrlPaths } from '../tools/prerender/hosts';
import { hostHeaders, readHostConfig, sourceToRegExp } from '../tools/prerender/serve-dist';
import { BOOT_SCRIPT } from '../tools/prerender/late-boot';

const SYNC =
  'run `pnpm --filter @portfolio/site build` (it rewrites vercel.json from the built HTML) and commit vercel.json';

const vercel = JSON.parse(readFileSync(`${root}/vercel.json`, 'utf8'));
/** The policy vercel.json sends with a URL path. */
const policyAt = (path: string) => hostHeaders(vercel, path)['content-security-policy'] ?? '';
/** Every policy vercel.json sends: each page's, the fallback's (unknown paths, assets). */
const policies = () =>
  [...htmlFiles(dist).flatMap(pageUrlPaths), '/no/such/page', '/assets/index.js'].map(policyAt);

describe("vercel.json's Content-Security-Policy", () => {
  it("allows on each page's URLs exactly the inline scripts, <style> elements and style attributes of that page", () => {
    requireBuild();
    for (const file of htmlFiles(dist)) {
      const required = pageHashes(dist, file);
      for (const path of [...pageUrlPaths(file), `${pageUrlPaths(file)[0]!}/`.replace('//', '/')]) {
        const policy = policyAt(path);
        expect(
          directiveHashes(policy, 'script-src'),
          `${path}: script-src hashes differ from dist/${file}: ${SYNC}`,
        ).toEqual(required.scripts);
        expect(
          directiveHashes(policy, 'style-src'),
          `${path}: style-src hashes differ from dist/${file}: ${SYNC}`,
        ).toEqual(required.styles);
      }
    }
    // Every other path gets the 404 page's, the page unknown paths are answered with.
    for (const path of [
      '/no/such/page',
      '/case-study/no-such-study',
      '/assets/index.js',
      '/og/home.png',
    ])
      expect(policyAt(path), path).toBe(policyAt('/404.html'));
    // No page's policy lets another page's inline code through.
    expect(policyAt('/')).not.toBe(policyAt('/micro-interactions'));
  });

  it('runs one inline script per page (the stored theme, the intro with the early event contract, the app loader), and nothing inline without a hash', () => {
    requireBuild();
    const { scripts } = inlineSources(dist);
    const template = readFileSync(`${root}/index.html`, 'utf8');
    const themeScript = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1];
    expect(themeScript).toContain("localStorage.getItem('theme')");
    // With the event contract's form part or without it (intro-script.ts).
    expect(scripts).toHaveLength(2);
    for (const script of scripts) {
      expect(script).toMatch(
        /^\(function\(\)\{var \w="dark";try\{.*localStorage\.getItem\("theme"\)/,
      );
      expect(script).toContain('prequoteShown');
      expect(script).toContain('data-event-contract');
      expect(script.endsWith(`${BOOT_SCRIPT};`)).toBe(true);
    }
    expect(scripts.filter((script) => script.includes('requestSubmit'))).toHaveLength(1);
    for (const file of htmlFiles(dist))
      expect(inlineSources(dist, [file]).scripts, file).toHaveLength(1);
    // Home has no form to submit; a gated study's unlock form does.
    expect(inlineSources(dist, ['index.html']).scripts.join('')).not.toContain('requestSubmit');
    expect(inlineSources(dist, ['case-study/climatix-ic.html']).scripts.join('')).toContain(
      'requestSubmit',
    );
  });

  it("is strict: nothing by default, no 'unsafe-inline' or 'unsafe-eval', frames and plugins refused", () => {
    requireBuild();
    for (const policy of policies()) {
      expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
      expect(policy).toMatch(/(^|; )default-src 'none'(;|$)/);
      expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[^']+')+(;|$)/);
      expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
      expect(policy).toMatch(/(^|; )base-uri 'none'(;|$)/);
    }
  });
});

describe('host headers (vercel.json, also served by tools/prerender/serve-dist.ts)', () => {
  it('caches hashed assets for a year and revalidates everything else', () => {
    const config = readHostConfig();
    expect(hostHeaders(config, '/assets/index-abc123.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of [
      '/',
      '/micro-interactions',
      '/case-study/cred-wealth',
      '/404.html',
      '/og/home.png',
      '/sitemap.xml',
    ]) {
      expect(hostHeaders(config, path)['cache-control'], path).toBe('no-cache');
    }
  });

  it('sends the security headers on every path', () => {
    const config = readHostConfig();
    for (const path of ['/', '/assets/index.js', '/no/such/page']) {
      const headers = hostHeaders(config, path);
      expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self' /);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  it('uses clean URLs without trailing slashes, matching the prerendered route.html files', () => {
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.trailingSlash).toBe(false);
    expect(vercel.outputDirectory).toBe('dist');
    // Unknown paths fall through to 404.html with status 404: no catch-all rewrite to index.html.
    expect(vercel.rewrites ?? []).toEqual([]);
  });

  it('reads path-to-regexp sources like the host does', () => {
    expect(sourceToRegExp('/assets/(.*)').test('/assets/a/b.js')).toBe(true);
    expect(sourceToRegExp('/assets/(.*)').test('/x/assets/a.js')).toBe(false);
    expect(sourceToRegExp('/((?!assets/).*)').test('/assets/a.js')).toBe(false);
    expect(sourceToRegExp('/((?!assets/).*)').test('/case-study/x')).toBe(true);
    expect(sourceToRegExp('/blog/:slug').test('/blog/a')).toBe(true);
    expect(sourceToRegExp('/blog/:slug').test('/blog/a/b')).toBe(false);
    expect(sourceToRegExp('/docs/:rest*').test('/docs/a/b')).toBe(true);
    expect(sourceToRegExp('/a.b').test('/axb')).toBe(false);
  });
});
