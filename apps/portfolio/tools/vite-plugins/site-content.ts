/**
 * Vite plugin: checks the home content (src/content/site.ts) against its schema
 * (src/content/site-schema.ts) when a build or the dev server starts, and what the schema alone
 * cannot see: every card's case study exists, every gallery photo is in src/content/gallery/,
 * and no two cards share an element id. A problem fails the build, naming the file and field.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import * as site from '../../src/content/site';
import { parseSiteContent, type SiteContent } from '../../src/content/site-schema';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SITE_CONTENT_FILE = 'src/content/site.ts';
const STUDIES_FOLDER = join(appRoot, 'src/content/case-studies');
const GALLERY_FOLDER = join(appRoot, 'src/content/gallery');

interface Folders {
  /** Where the case studies' Markdown files are. */
  studies?: string;
  /** Where the gallery's photos are. */
  gallery?: string;
}

/** The file names in `folder` without their extensions. */
const stems = (folder: string) =>
  existsSync(folder) ? readdirSync(folder).map((name) => name.replace(/\.[^.]+$/, '')) : [];

/**
 * Checks `data` as the home content of `file`: the schema, then the references out of it.
 * Throws one line per problem.
 */
export function checkSiteContent(
  data: unknown,
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
    buildStart() {
      checkSiteContent(data);
    },
    load(id) {
      if (!build || id.split('?')[0] !== SITE_FIRST_FILE) return null;
      return SITE_FIRST_KEYS.map(
        (key) => `export const ${key} = ${JSON.stringify(site[key])};`,
      ).join('\n');
    },
  };
}
