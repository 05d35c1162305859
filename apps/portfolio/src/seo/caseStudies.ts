import { caseStudies } from 'virtual:portfolio-seo/case-studies';
import { caseStudyPath } from '../routes/paths';
import { caseStudyRoute } from './caseStudyRoute';
import type { RouteMeta } from './meta';

/**
 * Case-study pages: title and summary come from each study's public front matter only.
 * Imported by the case-study page (its own lazy chunk), the prerender and the sitemap, never
 * by the other pages' initial JavaScript.
 */
export const caseStudyRoutes: readonly RouteMeta[] = caseStudies.map(caseStudyRoute);

/** The metadata of the case study `slug`; undefined for an unknown slug. */
export function caseStudyMeta(slug: string): RouteMeta | undefined {
  return caseStudyRoutes.find((route) => route.path === caseStudyPath(slug));
}
