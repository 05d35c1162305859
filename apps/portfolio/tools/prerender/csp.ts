// The one source of truth for what every host sends with the static site: the
// Content-Security-Policy (built from the inline code the prerendered HTML carries), the other
// security headers and the cache rules. tools/prerender/hosts.ts writes them out for each host
// (vercel.json, `_headers` for Netlify and Cloudflare Pages, a <meta> CSP in every HTML file).
//
// Inline code is allowed only by sha256: each inline <script> body (theme, intro), each inline
// <style> element body (per-route critical CSS) and each inline `style` attribute value of the
// prerendered markup ('unsafe-hashes' lets exactly those attribute values through).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A response header, as vercel.json and `_headers` list them. */
export interface Header {
  key: string;
  value: string;
}

/** The inline code of HTML: script bodies, <style> element bodies, style attribute values. */
export interface InlineSources {
  scripts: string[];
  styleElements: string[];
  styleAttributes: string[];
}

export const CSP_HEADER = 'Content-Security-Policy';

/** Hashed, content-addressed files under /assets/: cached for a year. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (HTML, social cards, sitemap…): revalidated on every visit. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** Where the static Storybook lives in dist/ (and so in the URL): `/storybook/`. */
export const STORYBOOK_DIR = 'storybook';

/**
 * The headers every response carries, the site's pages and the Storybook alike, in the order the
 * hosts list them. The CSP and X-Frame-Options differ between the two (see `siteHeaders`,
 * `storybookHeaders`), so hosts that join the values of overlapping rules never send two.
 */
export const COMMON_SECURITY_HEADERS: Header[] = [
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=(), browsing-topics=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

/** The site's own headers besides the common ones: its strict CSP, and no framing at all. */
export function siteHeaders(policy: string): Header[] {
  return [
    { key: CSP_HEADER, value: policy },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/** The Storybook's: its looser CSP, and framing by its own origin (the manager frames iframe.html). */
export function storybookHeaders(policy: string): Header[] {
  return [
    { key: CSP_HEADER, value: policy },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  ];
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every .html file of the site under dist, relative (the Storybook's are `storybookHtmlFiles`). */
export function htmlFiles(dist: string, dir = ''): string[] {
  return readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name === 'assets' || path === STORYBOOK_DIR ? [] : htmlFiles(dist, path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The Storybook's HTML files under dist (its manager and its preview iframe), relative. */
export function storybookHtmlFiles(dist: string): string[] {
  const dir = join(dist, STORYBOOK_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => `${STORYBOOK_DIR}/${name}`)
    .sort();
}

/** The inline code of one HTML document: script bodies, <style> element bodies, style attribute values. */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts: string[] = [];
  const styleElements: string[] = [];
  const styleAttributes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    // Data blocks (JSON-LD) are not run, so the CSP does not apply to them.
    if (/type="application\/(ld\+)?json"/.test(match[1]!)) continue;
    if (match[2]!.trim()) scripts.push(match[2]!);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    styleElements.push(match[1]!);
  for (const match of html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g))
    styleAttributes.push(decodeEntities(match[1]!));
  return { scripts, styleElements, styleAttributes };
}

/** Inline script bodies, <style> bodies and style attribute values found in the built HTML. */
export function inlineSources(dist: string, files = htmlFiles(dist)): InlineSources {
  const scripts = new Set<string>();
  const styleElements = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const file of files) {
    const found = inlineSourcesOf(readFileSync(join(dist, file), 'utf8'));
    for (const script of found.scripts) scripts.add(script);
    for (const style of found.styleElements) styleElements.add(style);
    for (const style of found.styleAttributes) styleAttributes.add(style);
  }
  return {
    scripts: [...scripts],
    styleElements: [...styleElements],
    styleAttributes: [...styleAttributes],
  };
}

/** The hashes the built HTML needs, sorted; `unsafeHashes` when style attributes need them. */
export function requiredHashes(dist: string, files = htmlFiles(dist)) {
  const { scripts, styleElements, styleAttributes } = inlineSources(dist, files);
  return {
    scripts: [...new Set(scripts.map(sha256))].sort(),
    styles: [...new Set([...styleElements, ...styleAttributes].map(sha256))].sort(),
    unsafeHashes: styleAttributes.length > 0,
  };
}

/**
 * The hashes one page's policy needs, in its header and its <meta> alike: its own inline scripts,
 * <style> elements and style attributes, and no other page's (issue 30, fourth pass). A policy
 * governs only the document it came with, and what a client-side navigation renders into that
 * document needs none: React sets style properties through the CSSOM (`element.style`), which
 * CSP does not govern, and adds no inline script or <style>. Each hash is ~55 bytes a page's
 * first round trip carries twice (header and meta); the site-wide list was ~0.4 kB more of each.
 */
export function pageHashes(dist: string, file: string) {
  const own = inlineSources(dist, [file]);
  return {
    scripts: [...new Set(own.scripts.map(sha256))].sort(),
    styles: [...new Set([...own.styleElements, ...own.styleAttributes].map(sha256))].sort(),
    unsafeHashes: own.styleAttributes.length > 0,
  };
}

/**
 * The policy for the given hashes. Nothing is allowed by default ('none'); each kind of resource
 * the site loads is allowed from its own origin only. 'unsafe-hashes' (needed for style
 * attributes, not for <style> elements) is added only when style attributes are hashed.
 */
export function buildCsp({
  scripts,
  styles,
  unsafeHashes = styles.length > 0,
}: {
  scripts: string[];
  styles: string[];
  unsafeHashes?: boolean;
}): string {
  const styleSrc = ["'self'", ...(unsafeHashes ? ["'unsafe-hashes'"] : []), ...styles];
  return [
    "default-src 'none'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src ${styleSrc.join(' ')}`,
    // blob: for a gated study's figures, decrypted in the page (data: for their placeholders).
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of the published Storybook (`/storybook/*` only; the site keeps its own). Storybook
 * cannot live with the site's: its manager frames its preview (`frame-src`/`frame-ancestors
 * 'self'`), its pages carry inline scripts (allowed by hash, as on the site), Emotion and the
 * stories write styles at run time (`style-src 'unsafe-inline'`; styles cannot run code), and a
 * `<base href>` points its relative URLs at `/storybook/`. Scripts still only come from this
 * origin or by hash: no 'unsafe-inline' or 'unsafe-eval' for scripts.
 */
export function buildStorybookCsp({ scripts }: { scripts: string[] }): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Directives a <meta http-equiv> policy cannot carry: browsers ignore them there (and log an error). */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/**
 * The policy as a <meta http-equiv> can carry it, for hosts that cannot send headers: without
 * `frame-ancestors` (so such a host cannot stop framing) and reporting.
 */
export function metaCsp(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(/\s+/)[0]!))
    .join('; ');
}

/** The sources of one directive of a policy, or null when the policy lacks it. */
export function directiveSources(policy: string, directive: string): string[] | null {
  const part = policy
    .split(';')
    .map((item) => item.trim())
    .find((item) => item === directive || item.startsWith(`${directive} `));
  return part === undefined ? null : part.split(/\s+/).slice(1);
}

/** The sha256 sources of one directive of a policy, sorted. */
export function directiveHashes(policy: string, directive: string): string[] {
  return (directiveSources(policy, directive) ?? [])
    .filter((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))
    .sort();
}
