import type { ComponentType } from 'react';
import { designer, hero } from '../content/site-first';
import { normalizePath, notFoundMeta, SITE_NAME, withSite, type RouteMeta } from '../seo/meta';
import { isCaseStudyPath } from './paths';

/*
 * The site's one route table: each route's path, whether its page is lazy (its import) or in the
 * initial JavaScript, its head metadata, the compact header's label and the group its page views
 * are reported under. App.tsx builds the router from it (and must
 * give each eager route its page: `EagerPageId`); RouteHead, the header, analytics, the prerender
 * (./public.ts) and the perf tools read it. Data only: no page imports it, so it has no import
 * circle, and a lazy page is just its import.
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

export const homeRoute = {
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
} satisfies SiteRoute;

export const caseStudyRoute = {
  id: 'case-study',
  pattern: 'case-study/:slug',
  load: () => import('../pages/case-study/CaseStudyPage'),
  meta: null,
  navLabel: 'Case study',
  analyticsGroup: '/case-study/[slug]',
} satisfies SiteRoute;

export const microInteractionsRoute = {
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
} satisfies SiteRoute;

export const designPrinciplesRoute = {
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
} satisfies SiteRoute;

/** The 404 page: every other path (its head metadata, noindex without a canonical path: seo/meta.ts). */
export const notFoundRoute = {
  id: 'not-found',
  pattern: '*',
  meta: notFoundMeta,
  navLabel: 'Portfolio',
} satisfies SiteRoute;

/** Every route, in the router's order (the catch-all last). */
export const ROUTES = [
  homeRoute,
  caseStudyRoute,
  microInteractionsRoute,
  designPrinciplesRoute,
  notFoundRoute,
] as const satisfies readonly SiteRoute[];

/** The routes whose page is in the initial JavaScript (no `load`): App.tsx must give each its page. */
export type EagerPageId = Exclude<(typeof ROUTES)[number], { load: SiteRoute['load'] }>['id'];

/**
 * The metadata of the fixed routes (every route but the case studies and the 404 page). For the
 * prerender and the sitemap: marked pure, so the browser's bundle, which never reads it, drops it.
 */
export const staticRoutes: readonly RouteMeta[] = /* @__PURE__ */ ROUTES.flatMap(
  (route): RouteMeta[] => (route.meta && route.id !== 'not-found' ? [route.meta] : []),
);

/** The route that renders `pathname` (the 404 route for anything unknown). */
export function routeAt(pathname: string): SiteRoute {
  const path = normalizePath(pathname);
  if (isCaseStudyPath(path)) return caseStudyRoute;
  return ROUTES.find((route: SiteRoute) => route.meta?.path === path) ?? notFoundRoute;
}
