import { pageMessages } from '@portfolio/core';
import { siteUrl } from 'virtual:portfolio-seo';
import { designer, hero } from '../content/site';

/*
 * The metadata every page's initial JavaScript needs: the fixed routes and the 404 page.
 * Case-study metadata lives in ./caseStudies.ts, loaded with the case-study page only.
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
export { siteUrl };

/** Social card image size (Open Graph and Twitter `summary_large_image`). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "Page · Name": a page's document title. */
export const withSite = (page: string) => `${page} · ${designer.name}`;

export const staticRoutes: readonly RouteMeta[] = [
  {
    path: '/',
    title: SITE_NAME,
    description: hero.tagline,
    cardTitle: designer.name,
    cardKicker: designer.role,
    ogImage: 'home',
    ogType: 'website',
    noindex: false,
  },
  {
    path: '/micro-interactions',
    title: withSite('Micro-interactions'),
    // Written for search results and link previews (importing the page's own words would pull
    // that lazy page's content module into every page's initial JavaScript).
    description:
      'Live micro-interactions to try: a password form that coaches, a progress indicator that explains the wait and a pricing calculator that shows every cost.',
    cardTitle: 'Micro-interactions',
    cardKicker: 'Playground',
    ogImage: 'micro-interactions',
    ogType: 'website',
    noindex: false,
  },
  {
    path: '/design-principles',
    title: withSite('Design principles'),
    description:
      'The design principles I return to when a screen gets crowded or a decision gets hard, each with the project that taught it to me.',
    cardTitle: 'Design principles',
    cardKicker: 'Practice',
    ogImage: 'design-principles',
    ogType: 'article',
    noindex: false,
  },
];

/** The 404 page's metadata: noindex, no canonical. */
export const notFoundRoute: RouteMeta = {
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

/** Case-study paths: their head tags come from the (lazy) case-study page. */
export const isCaseStudyPath = (pathname: string) => pathname.startsWith('/case-study/');

/** The metadata of a fixed route at `pathname`; the 404 metadata for anything else. */
export function staticRouteMeta(pathname: string): RouteMeta {
  const path = normalizePath(pathname);
  return staticRoutes.find((route) => route.path === path) ?? notFoundRoute;
}

/** An absolute URL on the site for a path ("/" → "https://site/"). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The absolute URL of a route's card image. */
export function ogImageUrl(meta: RouteMeta): string {
  return absoluteUrl(`/og/${meta.ogImage}.png`);
}
