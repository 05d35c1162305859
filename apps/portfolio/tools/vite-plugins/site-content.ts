/**
 * Vite plugin: checks the home content (src/content/site.ts) against its schema
 * (src/content/site-schema.ts) when a build or the dev server starts, and what the schema alone
 * cannot see: every card's case study exists, every in-site link goes to a page the route table
 * (src/routes/table.ts) knows, every gallery photo is in src/content/gallery/, and no two cards
 * share an element id. A problem fails the build, naming the file and field.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import * as site from '../../src/content/site';
import { parseSiteContent, type SiteContent } from '../../src/content/site-schema';
import { CASE_STUDY_PREFIX } from '../../src/routes/paths';
import type * as Table from '../../src/routes/table';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE_CONTENT_FILE = 'src/content/site.ts';
const STUDIES_FOLDER = join(appRoot, 'src/content/case-studies');
const GALLERY_FOLDER = join(appRoot, 'src/content/gallery');
const ROUTE_TABLE_FILE = join(appRoot, 'src/routes/table.ts');

/** What the check reads of the route table (src/routes/table.ts). */
export type RouteTable = Pick<
  typeof Table,
  'routeAt' | 'staticRoutes' | 'caseStudyRoute' | 'notFoundRoute'
>;

/**
 * The route table, run by Vite's module runner. Not a static import: Vite bundles its config with
 * everything it imports into one file, and the table's lazy pages (their virtual modules too)
 * would be bundled with it; the runner runs only the table, its lazy imports left uncalled.
 */
export async function loadRouteTable(): Promise<RouteTable> {
  const { module } = await runnerImport<RouteTable>(ROUTE_TABLE_FILE, {
    root: appRoot,
    configFile: false,
    logLevel: 'error',
  });
  return module;
}

interface Folders {
  /** Where the case studies' Markdown files are. */
  studies?: string;
  /** Where the gallery's photos are. */
  gallery?: string;
}

/** The file names in `folder` without their extensions. */
const stems = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).map((name) => name.replace(/\.[^.]+$/, '')) : [];

/** Every in-site link (an action `{ kind: "route", to }`) in `value`, with its field path. */
function routeLinks(value: unknown, field: string[] = []): [field: string, to: string][] {
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  if (record.kind === 'route' && typeof record.to === 'string')
    return [[[...field, 'to'].join('.'), record.to]];
  return Object.entries(record).flatMap(([key, child]) => routeLinks(child, [...field, key]));
}

/**
 * What is wrong with the in-site link `to`, or null: the route table must render a page there (not
 * the 404 page), and a case study's must have its Markdown file in the studies folder.
 */
function routeProblem(
  { routeAt, staticRoutes, caseStudyRoute, notFoundRoute }: RouteTable,
  to: string,
  studies: Set<string>,
  studiesAt: string,
): string | null {
  const path = to.replace(/[?#].*$/, '');
  const route = routeAt(path);
  if (route.id === caseStudyRoute.id) {
    const slug = path.slice(CASE_STUDY_PREFIX.length);
    return studies.has(slug)
      ? null
      : `expected a case study's page, ${CASE_STUDY_PREFIX}{slug} with a case study in ${studiesAt}/ (${[...studies].join(', ')})`;
  }
  if (route.id !== notFoundRoute.id) return null;
  const pages = [...staticRoutes.map((meta) => meta.path), `${CASE_STUDY_PREFIX}{slug}`];
  return `expected a page of the route table (src/routes/table.ts: ${pages.join(', ')})`;
}

/**
 * Checks `data` as the home content of `file`: the schema, then the references out of it (its
 * in-site links against `routes`, the route table). Throws one line per problem.
 */
export function checkSiteContent(
  data: unknown,
  routes: RouteTable,
  file: string = SITE_CONTENT_FILE,
  folders: Folders = {},
): SiteContent {
  const content = parseSiteContent(data, file);
  const problems: string[] = [];
  const studiesFolder = folders.studies ?? STUDIES_FOLDER;
  const studies = new Set(stems(studiesFolder).filter((name) => /^[a-z0-9-]+$/.test(name)));
  const studiesAt = relative(appRoot, studiesFolder) || studiesFolder;
  const cards: [string, { id: string; slug?: string }[]][] = [
    ['experiments', content.experiments],
    ['projects', content.projects],
  ];
  for (const [list, items] of cards)
    items.forEach((item, index) => {
      if (item.slug !== undefined && !studies.has(item.slug))
        problems.push(
          `${file}: "${list}.${index}.slug": expected the name of a case study in ${studiesAt}/ (${[...studies].join(', ')}), got "${item.slug}"`,
        );
    });
  for (const [field, to] of routeLinks(content)) {
    const expected = routeProblem(routes, to, studies, studiesAt);
    if (expected) problems.push(`${file}: "${field}": ${expected}, got "${to}"`);
  }
  const galleryFolder = folders.gallery ?? GALLERY_FOLDER;
  const photos = new Set(stems(galleryFolder));
  content.gallery.forEach((photo, index) => {
    if (!photos.has(photo.src))
      problems.push(
        `${file}: "gallery.${index}.src": expected a photo in ${relative(appRoot, galleryFolder) || galleryFolder}/ (a file named "${photo.src}.jpg", .png, .webp or .avif), got "${photo.src}"`,
      );
  });
  const seen = new Map<string, string>();
  const ids: [string, { id: string }[]][] = [...cards, ['playground', content.playground]];
  for (const [list, items] of ids)
    items.forEach((item, index) => {
      const field = `${list}.${index}.id`;
      const first = seen.get(item.id);
      if (first)
        problems.push(
          `${file}: "${field}": expected an id no other card has ("${first}" has it), got "${item.id}"`,
        );
      else seen.set(item.id, field);
    });
  if (problems.length) throw new Error(problems.join('\n'));
  return content;
}

/** The module the first screen reads its copy from (src/content/site-first.ts). */
const SITE_FIRST_FILE = join(appRoot, 'src/content/site-first.ts');
const SITE_FIRST_KEYS = ['designer', 'hero', 'social', 'contact'] as const;

/**
 * The plugin: the check above on site.ts as this build imports it; and, in a build,
 * src/content/site-first.ts (a re-export of the copy the first screen and the footer show) as
 * those values themselves, so site.ts, with the lower sections' copy, is only in the chunks that
 * show it (issue 30: home's initial JS). The dev server and the tests use the re-export.
 */
export function siteContent(data: unknown = { ...site }): Plugin {
  let build = false;
  return {
    name: 'portfolio:site-content',
    configResolved(config) {
      build = config.command === 'build';
    },
    async buildStart() {
      checkSiteContent(data, await loadRouteTable());
    },
    load(id) {
      if (!build || id.split('?')[0] !== SITE_FIRST_FILE) return null;
      return SITE_FIRST_KEYS.map(
        (key) => `export const ${key} = ${JSON.stringify(site[key])};`,
      ).join('\n');
    },
  };
}
