// The Content-Security-Policy of the static site, from the built HTML: scripts only from the
// site itself plus the sha256 of each inline head script (theme, intro); styles only from the
// site plus the sha256 of each inline `style` attribute the prerendered markup carries
// ('unsafe-hashes' lets exactly those values through, nothing else inline).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CSP_HEADER = 'Content-Security-Policy';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const decodeEntities = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every .html file under dist, relative. */
export function htmlFiles(dist, dir = '') {
  return readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(dist, path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Inline script bodies and inline style attribute values found in the built HTML. */
export function inlineSources(dist) {
  const scripts = new Set();
  const styles = new Set();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(join(dist, file), 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(ld\+)?json"/.test(match[1])) continue;
      if (match[2].trim()) scripts.add(match[2]);
    }
    for (const match of html.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g))
      styles.add(decodeEntities(match[1]));
    // Each page's critical CSS (prerender/critical-css.mjs): its body is hashed like a style attribute.
    for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) styles.add(match[1]);
    if (/<style\b(?!>)/i.test(html))
      throw new Error(
        `${file} has a <style> element with attributes: the CSP hashes only bare ones`,
      );
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The hashes the built HTML needs, sorted. */
export function requiredHashes(dist) {
  const { scripts, styles } = inlineSources(dist);
  return { scripts: scripts.map(sha256).sort(), styles: styles.map(sha256).sort() };
}

/** The policy for the given hashes. */
export function buildCsp({ scripts, styles }) {
  const styleSrc = styles.length ? ["'self'", "'unsafe-hashes'", ...styles] : ["'self'"];
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
    `style-src ${styleSrc.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The CSP value in a parsed vercel.json (the rule that applies to every path). */
export function cspInVercelConfig(config) {
  for (const rule of config.headers ?? []) {
    const header = rule.headers.find((item) => item.key.toLowerCase() === CSP_HEADER.toLowerCase());
    if (header) return header.value;
  }
  return null;
}

/** The sha256 sources of one directive of a policy. */
export function directiveHashes(policy, directive) {
  const part = policy
    .split(';')
    .map((item) => item.trim())
    .find((item) => item.startsWith(`${directive} `));
  return (part?.match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? []).sort();
}

/** Returns vercel.json's text with the CSP replaced by the one the built HTML needs. */
export function syncedVercelJson(text, dist) {
  const config = JSON.parse(text);
  const policy = buildCsp(requiredHashes(dist));
  let found = false;
  for (const rule of config.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() === CSP_HEADER.toLowerCase()) {
        header.value = policy;
        found = true;
      }
    }
  }
  if (!found) throw new Error(`vercel.json has no ${CSP_HEADER} header to update`);
  return `${JSON.stringify(config, null, 2)}\n`;
}
