import { notFoundRoute, routeAt, staticRoutes } from '../routes/table';
import { caseStudyRoutes } from './caseStudies';
import { normalizePath, type RouteMeta } from './meta';

export {
  SITE_NAME,
  siteUrl,
  OG_IMAGE_SIZE,
  normalizePath,
  absoluteUrl,
  ogImageUrl,
  type RouteMeta,
} from './meta';

/** The 404 page's metadata (the route table's catch-all). */
export const notFoundMeta: RouteMeta = notFoundRoute.meta;

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
