import type { ComponentType } from 'react';
import { pageMessages } from '@portfolio/core';
import { designer, hero } from '../content/site-first';
import { normalizePath, SITE_NAME, withSite, type RouteMeta } from '../seo/meta';
import { isCaseStudyPath } from './paths';

/*
 * The site's one route table (spec §2): each route's path, its page (lazy or not), its head
 * metadata, the compact header's label and the group its page views are reported under.
 * App.tsx builds the router from it; seo/, the header, analytics, main.tsx and the prerender
 * read it. Data only: no React renders here, and a lazy page is just its import.
 */

/** A lazy page's module: its default export is the page. */
export type PageModule = { default: ComponentType<object> };

export interface SiteRoute {
  /** Names the route (and keys its Suspense boundary). */
  id: 'home' | 'micro-interactions' | 'design-principles' | 'case-study' | 'not-found';
  /** The router's path pattern, relative to the layout route ("" is the index route). */
  pattern: string;
  /** Loads the page's own chunk; absent for the pages in the initial JavaScript. */
  load?: () => Promise<PageModule>;
  /**
   * Head metadata. Null for case studies: theirs comes from each study's front matter
   * (seo/caseStudies.ts), loaded with the case-study page only.
   */
  meta: RouteMeta | null;
  /** What the compact header names the page (on home it names the section in view instead). */
  navLabel: string;
  /** The route its page views are grouped under; absent: the path itself. */
  analyticsGroup?: string;
}

export const homeRoute: SiteRoute = {
  id: 'home',
  pattern: '',
  meta: {
    path: '/',
    title: SITE_NAME,
    description: hero.tagline,
    cardTitle: designer.name,
    cardKicker: designer.role,
    ogImage: 'home',
    ogType: 'website',
    noindex: false,
  },
  navLabel: 'Portfolio',
};

export const caseStudyRoute: SiteRoute = {
  id: 'case-study',
  pattern: 'case-study/:slug',
  load: () => import('../pages/case-study/CaseStudyPage'),
  meta: null,
  navLabel: 'Case study',
  analyticsGroup: '/case-study/[slug]',
};

export const microInteractionsRoute: SiteRoute = {
  id: 'micro-interactions',
  pattern: 'micro-interactions',
  load: () => import('../pages/micro-interactions/MicroInteractionsPage'),
  meta: {
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
  navLabel: 'Micro-interactions',
};

export const designPrinciplesRoute: SiteRoute = {
  id: 'design-principles',
  pattern: 'design-principles',
  load: () => import('../pages/design-principles/DesignPrinciplesPage'),
  meta: {
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
  navLabel: 'Principles',
};

/** The 404 page: every other path (noindex, no canonical; its robots tag is NotFoundPage's). */
export const notFoundRoute: SiteRoute & { meta: RouteMeta } = {
  id: 'not-found',
  pattern: '*',
  meta: {
    path: null,
    title: withSite('Page not found'),
    description: `${pageMessages.notFoundTitle} ${pageMessages.notFoundBody}`,
    cardTitle: pageMessages.notFoundTitle,
    cardKicker: 'Page not found',
    ogImage: 'home',
    ogType: 'website',
    noindex: true,
  },
  navLabel: 'Portfolio',
};

/** Every route, in the router's order (the catch-all last). */
export const ROUTES: readonly SiteRoute[] = [
  homeRoute,
  caseStudyRoute,
  microInteractionsRoute,
  designPrinciplesRoute,
  notFoundRoute,
];

/**
 * The metadata of the fixed routes (every route but the case studies and the 404 page). For the
 * prerender and the sitemap: marked pure, so the browser's bundle, which never reads it, drops it.
 */
export const staticRoutes: readonly RouteMeta[] = /* @__PURE__ */ ROUTES.flatMap((route) =>
  route.meta && route !== notFoundRoute ? [route.meta] : [],
);

/** The route that renders `pathname` (the 404 route for anything unknown). */
export function routeAt(pathname: string): SiteRoute {
  const path = normalizePath(pathname);
  if (isCaseStudyPath(path)) return caseStudyRoute;
  return ROUTES.find((route) => route.meta?.path === path) ?? notFoundRoute;
}
