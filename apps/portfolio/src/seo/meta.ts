import { pageMessages } from '@portfolio/core';
import { designer } from '../content/site-first';

/*
 * What a route's head tags are made of. Each route's own metadata is in the route table
 * (src/routes/table.ts); case studies' in ./caseStudies.ts, loaded with the case-study page only;
 * the absolute URLs they point at in ./urls.ts. It reads no build-time module, so the route table
 * loads in plain Node too (tools/perf/routes.ts reads it).
 */

/** What a route tells crawlers and link previews (title, description, canonical, card). */
export interface RouteMeta {
  /** The route's path, as the router sees it ("/", "/case-study/cred-wealth"); null for the 404 page. */
  path: string | null;
  /** The document title. */
  title: string;
  /** The meta description (and the social card's description). */
  description: string;
  /** The heading the social card image shows. */
  cardTitle: string;
  /** The small label above it on the card. */
  cardKicker: string;
  /** File name stem of the route's card image in /og (generated at build). */
  ogImage: string;
  /** Open Graph type. */
  ogType: 'website' | 'article';
  /** Kept out of search results and the sitemap (the 404 page; its robots tag is NotFoundPage's). */
  noindex: boolean;
}

export const SITE_NAME = `${designer.name} — ${designer.role}`;

/** Social card image size (Open Graph and Twitter `summary_large_image`). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "Page · Name": a page's document title. */
export const withSite = (page: string) => `${page} · ${designer.name}`;

/**
 * The 404 page's metadata (the route table's catch-all, and an unknown case study's): noindex,
 * no canonical path; its robots tag is NotFoundPage's.
 */
export const notFoundMeta: RouteMeta = {
  path: null,
  title: withSite('Page not found'),
  description: `${pageMessages.notFoundTitle} ${pageMessages.notFoundBody}`,
  cardTitle: pageMessages.notFoundTitle,
  cardKicker: 'Page not found',
  ogImage: 'home',
  ogType: 'website',
  noindex: true,
};

/** "/a/b/" → "/a/b"; the root stays "/". */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
