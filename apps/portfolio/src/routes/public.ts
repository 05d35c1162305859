import { caseStudyRoutes } from '../seo/caseStudies';
import { normalizePath, notFoundMeta, type RouteMeta } from '../seo/meta';
import { routeAt, staticRoutes } from './table';

export { SITE_NAME, OG_IMAGE_SIZE, normalizePath, type RouteMeta, notFoundMeta } from '../seo/meta';
export { siteUrl, absoluteUrl, ogImageUrl } from '../seo/urls';

/*
 * What the prerender (src/entry-server.tsx) and its tests read about the routes: every public
 * page with its head metadata, the case studies' included.
 */

/** Every public route: prerendered, in the sitemap, with its own card. */
export const publicRoutes: readonly RouteMeta[] = [...staticRoutes, ...caseStudyRoutes];

/**
 * The metadata of the route at `pathname`: the route table's, or the case study's (whose
 * route holds none); the 404 metadata for anything unknown.
 */
export function routeMeta(pathname: string): RouteMeta {
  const { meta } = routeAt(pathname);
  if (meta) return meta;
  const path = normalizePath(pathname);
  return caseStudyRoutes.find((route) => route.path === path) ?? notFoundMeta;
}
