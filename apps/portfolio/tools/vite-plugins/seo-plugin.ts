/**
 * Vite plugin: the virtual module `virtual:portfolio-seo` gives the site its base URL (env
 * `SITE_URL`, default {@link DEFAULT_SITE_URL}) and `virtual:portfolio-seo/case-studies` the
 * public front matter of every case study (slug, title, summary, gated) read from src/content/case-studies/*.md at build time, so the
 * route metadata never pulls a case study's body (or its ciphertext) into the main bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readFrontMatter } from '../../src/content/case-studies/front-matter';
import type { CaseStudySeo } from '../../src/content/case-studies/types';

/** The base URL when `SITE_URL` is not set (documented in README and docs/decisions.md). */
export const DEFAULT_SITE_URL = 'https://arjunrao.design';

/** `SITE_URL` as an origin with an optional path and no trailing slash; throws on anything else. */
export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must be http(s), got "${raw}"`);
  if (url.search || url.hash)
    throw new Error(`SITE_URL must not carry a query or hash, got "${raw}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The public front matter of each case study in `dir`, sorted by slug. */
export function readCaseStudySeo(dir: string): CaseStudySeo[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => /^[a-z0-9-]+\.md$/.test(name));
  } catch {
    return [];
  }
  return files.sort().map((name) => {
    const file = join(dir, name);
    const { title, summary, gated } = readFrontMatter(readFileSync(file, 'utf8'), file);
    return { slug: name.slice(0, -3), title, summary, gated };
  });
}

const ID = 'virtual:portfolio-seo';
const RESOLVED = `\0${ID}`;
/** The case studies' front matter in a module of its own: the site URL is in every page's
 * initial JavaScript, the summaries only in the case-study page's chunk (a module is never
 * split between chunks). */
const CASE_STUDIES_ID = `${ID}/case-studies`;
const CASE_STUDIES_RESOLVED = `\0${CASE_STUDIES_ID}`;

export function portfolioSeo(options: { contentDir?: string } = {}): Plugin {
  let contentDir = options.contentDir ?? '';
  return {
    name: 'portfolio:seo',
    configResolved(config) {
      if (!contentDir) contentDir = join(config.root, 'src', 'content', 'case-studies');
    },
    resolveId(id) {
      if (id === ID) return RESOLVED;
      return id === CASE_STUDIES_ID ? CASE_STUDIES_RESOLVED : null;
    },
    load(id) {
      if (id === RESOLVED) return `export const siteUrl = ${JSON.stringify(siteUrlFromEnv())};\n`;
      if (id !== CASE_STUDIES_RESOLVED) return null;
      this.addWatchFile(contentDir);
      const caseStudies = readCaseStudySeo(contentDir);
      for (const study of caseStudies) this.addWatchFile(join(contentDir, `${study.slug}.md`));
      return `export const caseStudies = ${JSON.stringify(caseStudies)};\n`;
    },
    handleHotUpdate({ file, server }) {
      if (file.startsWith(contentDir) && file.endsWith('.md')) {
        const module = server.moduleGraph.getModuleById(CASE_STUDIES_RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      }
    },
  };
}
