/*
 * The site's paths that code builds or tests (docs/spec.md §2). No imports, so content and every layer
 * can use them; the route table (./table.ts) is built on them.
 */

/** Where case studies live: `/case-study/{slug}`. */
export const CASE_STUDY_PREFIX = '/case-study/';

/** The path of the case study `slug`. */
export const caseStudyPath = (slug: string) => `${CASE_STUDY_PREFIX}${slug}`;

/** Case-study paths (any slug, known or not: the case-study page decides). */
export const isCaseStudyPath = (pathname: string) => pathname.startsWith(CASE_STUDY_PREFIX);
