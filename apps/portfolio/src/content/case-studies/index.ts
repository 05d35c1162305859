import type { CaseStudy } from './types';

export type { CaseStudy, CaseStudyMeta } from './types';

// One chunk per case study, compiled from Markdown at build time; a gated one holds its front
// matter only, its ciphertext being a chunk of its own (tools/vite-plugins/case-study-content.ts).
const modules = import.meta.glob<CaseStudy>('./*.md', { import: 'default' });

/** Loads a case study by slug; null for an unknown slug (the 404 page). */
export function loadCaseStudy(slug: string): Promise<CaseStudy> | null {
  if (!/^[a-z0-9-]+$/.test(slug)) return null;
  const load = modules[`./${slug}.md`];
  return load ? load() : null;
}
