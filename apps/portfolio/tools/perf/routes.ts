import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitFrontMatter } from '../../src/content/case-studies/front-matter';
import { ROUTES, caseStudyRoute, type SiteRoute } from '../../src/routes/table';
import { routeFile } from '../prerender/html';
import { readCaseStudySeo } from '../vite-plugins/seo-plugin';

/*
 * The pages `pnpm perf` measures, the static budgets hold and two e2e specs load: one page of
 * each kind the route table (src/routes/table.ts) declares, chosen by a rule over its entries, so
 * a page added to the table is measured with no edit here. Lighthouse refuses a document answered
 * with status 404, so the 404 page is the file the host serves for unknown paths (`/404.html`,
 * status 200 when asked for by name); its 404 status is checked by the static tests.
 */

/** A page that stands for its kind. */
export interface SamplePage {
  /** The kind: a fixed route's id, the case-study route's id with "open" or "gated, locked". */
  kind: string;
  /** The URL a browser loads. */
  path: string;
  /** The file dist/ serves it from. */
  file: string;
}

/** What the rule reads of a case study: its slug, whether it is sealed, how many figures it shows. */
export interface StudyFacts {
  slug: string;
  gated: boolean;
  figures: number;
}

/** What the rule reads of a route (the table's `SiteRoute`, or a planted one in a test). */
export type RouteFacts = Pick<SiteRoute, 'pattern'> & {
  id: string;
  meta: { path: string | null } | null;
};

/** The case studies' folder: the pages of the table's `case-study/:slug` route. */
const STUDIES = join(dirname(fileURLToPath(import.meta.url)), '../../src/content/case-studies');

/** Figures in a study's Markdown body: its images and videos (`![alt](figures/…)`). */
export const countFigures = (body: string) => body.match(/!\[[^\]]*\]\(figures\//g)?.length ?? 0;

/** Each case study's facts, read from the same front matter the site's head tags are built from. */
export function readStudyFacts(dir = STUDIES): StudyFacts[] {
  return readCaseStudySeo(dir).map(({ slug, gated }) => {
    const file = join(dir, `${slug}.md`);
    const { body } = splitFrontMatter(readFileSync(file, 'utf8'), file);
    return { slug, gated, figures: countFigures(body) };
  });
}

/** The study with the most figures (the heaviest page of its kind); the first by slug on a tie. */
function mostFigures(studies: readonly StudyFacts[]): StudyFacts | undefined {
  return [...studies].sort((a, b) => b.figures - a.figures || a.slug.localeCompare(b.slug)).at(0);
}

/** The kind of a `:slug` route's sample study: "case-study (open)", "case-study (gated, locked)". */
export const studyKind = (routeId: string, gated: boolean) =>
  `${routeId} (${gated ? 'gated, locked' : 'open'})`;

/**
 * One page per kind, in the table's order: each fixed route's page; for the `:slug` route the open
 * study and the gated one (shown locked) with the most figures; for the catch-all the 404 page.
 */
export function samplePages(
  routes: readonly RouteFacts[],
  studies: readonly StudyFacts[],
): SamplePage[] {
  return routes.flatMap((route): SamplePage[] => {
    if (route.pattern === '*') return [{ kind: route.id, path: '/404.html', file: '404.html' }];
    if (route.pattern.includes(':')) {
      if (!/^[-a-z0-9/]*:slug$/.test(route.pattern))
        throw new Error(
          `tools/perf/routes.ts: no rule picks a page of "${route.id}" (${route.pattern}): add one`,
        );
      return [false, true].flatMap((gated) => {
        const study = mostFigures(studies.filter((candidate) => candidate.gated === gated));
        if (!study) return [];
        const path = `/${route.pattern.replace(':slug', study.slug)}`;
        return [{ kind: studyKind(route.id, gated), path, file: routeFile(path) }];
      });
    }
    const path = route.meta?.path;
    if (!path) throw new Error(`tools/perf/routes.ts: the route "${route.id}" has no path`);
    return [{ kind: route.id, path, file: routeFile(path) }];
  });
}

/** The site's sample pages: measured by `pnpm perf` (tools/perf/run.ts). */
export const SAMPLE_PAGES: readonly SamplePage[] = samplePages(ROUTES, readStudyFacts());

/**
 * Their URLs (e2e/static-late-boot.spec.ts, static-fonts.spec.ts and engines/pages.spec.ts load
 * each; `pnpm perf:first-tap` probes them unless PATHS says otherwise).
 */
export const PAGE_KINDS: readonly string[] = SAMPLE_PAGES.map((page) => page.path);

/**
 * The sample page of the open or the gated case study (the one with the most figures of its kind):
 * the study tools/perf/figures.spec.ts and e2e/routes-axe.spec.ts look at.
 */
export function sampleStudyPage(gated: boolean): SamplePage {
  const kind = studyKind(caseStudyRoute.id, gated);
  const page = SAMPLE_PAGES.find((sample) => sample.kind === kind);
  if (!page)
    throw new Error(`tools/perf/routes.ts: no sample page of "${kind}": no such case study`);
  return page;
}
