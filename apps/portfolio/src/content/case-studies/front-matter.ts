/**
 * The one declaration of a case study's front matter (its public part): checked at build by
 * valibot (tools/vite-plugins/case-study-content.ts, the SEO plugin and the sealer's list of gated studies),
 * and the source of the `CaseStudyMeta` type. The browser never loads this module (types only).
 */
import * as v from 'valibot';
import { parse as parseYaml } from 'yaml';
import { parseContent, text } from '../schema';

export const frontMatterSchema = v.strictObject(
  {
    /** The project's name: the page's h1. */
    title: text('the project name'),
    /** One or two sentences shown above the body, and as the public summary of a gated study. */
    summary: text('one or two sentences'),
    role: text('your role'),
    duration: text('how long it took'),
    year: v.pipe(
      v.union([v.string(), v.number()], 'a year such as 2024'),
      v.transform(String),
      v.trim(),
      v.nonEmpty('a year such as 2024'),
    ),
    tags: v.array(v.pipe(v.string('text'), v.trim(), v.nonEmpty('text')), 'a list of text'),
    /** true: the body is sealed with the case-study password. */
    gated: v.optional(v.boolean('true or false'), false),
  },
  'a mapping of fields (title, summary, role, duration, year, tags, gated)',
);

export type FrontMatter = v.InferOutput<typeof frontMatterSchema>;

/**
 * Checks front matter, throwing one line per problem:
 * `file: front matter "field": expected …, got …`.
 */
export function parseFrontMatter(data: unknown, file: string): FrontMatter {
  return parseContent(frontMatterSchema, data, file, 'front matter');
}

/** Splits `---\nyaml\n---\nbody`. */
export function splitFrontMatter(
  source: string,
  file: string,
): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: a case study starts with front matter between --- lines`);
  const data: unknown = parseYaml(match[1] ?? '');
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(`${file}: front matter must be a mapping`);
  return { data: data as Record<string, unknown>, body: match[2] ?? '' };
}

/** A case study's front matter, read from its Markdown source and checked. */
export function readFrontMatter(source: string, file: string): FrontMatter {
  return parseFrontMatter(splitFrontMatter(source, file).data, file);
}
