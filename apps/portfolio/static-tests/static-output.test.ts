import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { pageMessages } from '@portfolio/core';
import { hero } from '../src/content/site';
import { principlesPage } from '../src/content/principles';
import { microInteractionsPage } from '../src/pages/micro-interactions/notes';
import { splitFrontMatter } from '../tools/vite-plugins/case-study-content';
import { DEFAULT_SITE_URL, siteUrlFromEnv } from '../tools/vite-plugins/seo-plugin';
import { parse, root, serve, type Served } from '../tools/test-support/dist';

/*
 * What a crawler, a link preview or a visitor without JavaScript gets: the raw HTML of each
 * route from a server following static-host rules (tools/prerender/serve-dist.ts).
 */

const SITE_URL = siteUrlFromEnv();
const contentDir = `${root}/src/content/case-studies`;
const studies = readdirSync(contentDir)
  .filter((file) => /^[a-z0-9-]+\.md$/.test(file))
  .map((file) => {
    const source = readFileSync(`${contentDir}/${file}`, 'utf8');
    const { data, body } = splitFrontMatter(source, file);
    const firstParagraph = body
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find(
        (block) =>
          block && !block.startsWith('#') && !block.startsWith('!') && !block.startsWith('```'),
      );
    return {
      slug: file.slice(0, -3),
      title: String(data.title),
      summary: String(data.summary),
      gated: data.gated === true,
      firstParagraph: firstParagraph ?? '',
    };
  });

/** The expected h1 and one sentence of visible content for each public route. */
const routes: { path: string; h1: string | RegExp; sentence: string; ogImage: string }[] = [
  { path: '/', h1: new RegExp(`^${hero.headlineLead}`), sentence: hero.tagline, ogImage: 'home' },
  {
    path: '/micro-interactions',
    h1: microInteractionsPage.title,
    sentence: microInteractionsPage.lede,
    ogImage: 'micro-interactions',
  },
  {
    path: '/design-principles',
    h1: principlesPage.title,
    sentence: principlesPage.lede,
    ogImage: 'design-principles',
  },
  ...studies.map((study) => ({
    path: `/case-study/${study.slug}`,
    h1: study.title,
    sentence: study.summary,
    ogImage: `case-study-${study.slug}`,
  })),
];

const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const attr = (doc: Document, selector: string, name = 'content') =>
  doc.querySelector(selector)?.getAttribute(name) ?? null;

let server: Served;
beforeAll(async () => {
  server = await serve();
});
afterAll(async () => {
  await server?.close();
});

async function get(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

it('covers every public route of the spec, the five case studies included', () => {
  expect(routes.map((route) => route.path)).toEqual(
    expect.arrayContaining([
      '/',
      '/micro-interactions',
      '/design-principles',
      ...['cred-wealth', 'moco-prompts', 'climatix-ic', 'skill-league', 'be-automation'].map(
        (slug) => `/case-study/${slug}`,
      ),
    ]),
  );
});

describe.each(routes)('$path as raw HTML', (route) => {
  it('answers 200 with its content in the markup, no JavaScript needed', async () => {
    const { status, headers, body } = await get(route.path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    const doc = parse(body);
    const h1s = doc.querySelectorAll('h1');
    expect(h1s).toHaveLength(1);
    if (typeof route.h1 === 'string') expect(text(h1s[0])).toBe(route.h1);
    else expect(text(h1s[0])).toMatch(route.h1);
    expect(text(doc.querySelector('#root'))).toContain(route.sentence);
  });

  it('has its own title, description, canonical URL, Open Graph and Twitter card tags', async () => {
    const doc = parse((await get(route.path)).body);
    const head = doc.head;
    expect(head.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title.length).toBeGreaterThan(10);
    const canonical = route.path === '/' ? `${SITE_URL}/` : `${SITE_URL}${route.path}`;
    expect(head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(canonical);
    const description = attr(doc, 'meta[name="description"]');
    expect(description && description.length).toBeGreaterThan(50);
    expect(attr(doc, 'meta[property="og:title"]')).toBe(doc.title);
    expect(attr(doc, 'meta[property="og:description"]')).toBe(description);
    expect(attr(doc, 'meta[property="og:url"]')).toBe(canonical);
    expect(attr(doc, 'meta[property="og:type"]')).toMatch(/^(website|article)$/);
    expect(attr(doc, 'meta[property="og:image"]')).toBe(`${SITE_URL}/og/${route.ogImage}.png`);
    expect(attr(doc, 'meta[property="og:image:width"]')).toBe('1200');
    expect(attr(doc, 'meta[property="og:image:height"]')).toBe('630');
    expect(attr(doc, 'meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(attr(doc, 'meta[name="twitter:title"]')).toBe(doc.title);
    expect(attr(doc, 'meta[name="twitter:image"]')).toBe(`${SITE_URL}/og/${route.ogImage}.png`);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
    // The tags are in <head>, not left in the app's markup.
    expect(doc.querySelector('#root title, #root meta, #root link')).toBeNull();
  });

  it('has a 1200×630 PNG social card of its own', async () => {
    const response = await fetch(`${server.url}/og/${route.ogImage}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
  });
});

describe.each(studies.filter((study) => study.gated))('gated /case-study/$slug', (study) => {
  it('prerenders the public summary and the unlock form, never the study itself', async () => {
    const doc = parse((await get(`/case-study/${study.slug}`)).body);
    expect(text(doc.querySelector('#root'))).toContain(study.summary);
    expect(doc.querySelector('#root input[type="password"]')).not.toBeNull();
    expect(study.firstParagraph.length).toBeGreaterThan(40);
    expect(text(doc.body)).not.toContain(study.firstParagraph.slice(0, 60));
  });
});

it('the social cards differ from route to route', async () => {
  const hashes = await Promise.all(
    routes.map(async (route) =>
      Buffer.from(await (await fetch(`${server.url}/og/${route.ogImage}.png`)).arrayBuffer())
        .toString('base64')
        .slice(-200),
    ),
  );
  expect(new Set(hashes).size).toBe(routes.length);
});

describe('unknown paths', () => {
  it.each(['/no/such/page', '/case-study/no-such-study', '/micro-interactions/extra', '/.env'])(
    '%s gets the prerendered 404 page with status 404 and noindex',
    async (path) => {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      const doc = parse(body);
      expect(text(doc.querySelector('h1'))).toBe(pageMessages.notFoundTitle);
      expect(text(doc.querySelector('#root'))).toContain(pageMessages.notFoundBody);
      expect(doc.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
      expect(attr(doc, 'meta[name="robots"]')).toBe('noindex');
      expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
      expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    },
  );

  it('a clean URL with a trailing slash is still the page (static-host rules)', async () => {
    const { status, body } = await get('/micro-interactions/');
    expect(status).toBe(200);
    expect(text(parse(body).querySelector('h1'))).toBe(microInteractionsPage.title);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public route once, absolute, and nothing else', async () => {
    const { status, headers, body } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/xml/);
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.sort()).toEqual(
      routes
        .map((route) => (route.path === '/' ? `${SITE_URL}/` : `${SITE_URL}${route.path}`))
        .sort(),
    );
    expect(body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    for (const study of studies) expect(body).not.toContain(study.firstParagraph.slice(0, 40));
  });

  it('robots.txt allows crawling and points at the sitemap', async () => {
    const { status, body } = await get('/robots.txt');
    expect(status).toBe(200);
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe('base URL', () => {
  it('comes from SITE_URL, without a trailing slash, with a documented default', () => {
    expect(siteUrlFromEnv({})).toBe(DEFAULT_SITE_URL);
    expect(siteUrlFromEnv({ SITE_URL: 'https://example.org/' })).toBe('https://example.org');
    expect(siteUrlFromEnv({ SITE_URL: 'https://example.org/portfolio/' })).toBe(
      'https://example.org/portfolio',
    );
    expect(() => siteUrlFromEnv({ SITE_URL: 'example.org' })).toThrow(/absolute/);
    expect(() => siteUrlFromEnv({ SITE_URL: 'ftp://example.org' })).toThrow(/http/);
    expect(readFileSync(`${root}/../../docs/decisions.md`, 'utf8')).toContain(DEFAULT_SITE_URL);
    expect(readFileSync(`${root}/../../README.md`, 'utf8')).toContain('SITE_URL');
  });
});
