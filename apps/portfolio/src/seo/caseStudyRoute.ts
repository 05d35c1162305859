import type { CaseStudySeo } from '../content/case-studies/types';
import { caseStudyPath } from '../routes/paths';
import { withSite, type RouteMeta } from './meta';

/**
 * A case study's page metadata from its public front matter only: what the prerender and the
 * sitemap read (./caseStudies.ts, from the build's module), and what the browser tests list
 * (e2e/static-helpers.ts, from the Markdown files), so both list the same pages the same way.
 */
export const caseStudyRoute = (study: CaseStudySeo): RouteMeta => ({
  path: caseStudyPath(study.slug),
  title: withSite(`${study.title} case study`),
  description: study.summary,
  cardTitle: study.title,
  cardKicker: study.gated ? 'Case study · password-protected' : 'Case study',
  ogImage: `case-study-${study.slug}`,
  ogType: 'article',
  noindex: false,
});
