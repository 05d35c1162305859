/**
 * The one declaration of a case study's front matter (its public part): checked at build by
 * valibot (build/case-study-content.ts and the SEO plugin), and the source of the
 * `CaseStudyMeta` type. The browser never loads this module (types only).
 */
import * as v from 'valibot';

const text = (what: string) =>
  v.pipe(v.string(`${what} (text)`), v.trim(), v.nonEmpty(`${what} (text, not empty)`));

export const frontMatterSchema = v.object({
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
});

/** What each required field holds, for the message when it is missing. */
const MISSING = {
  title: 'the project name (text)',
  summary: 'one or two sentences (text)',
  role: 'your role (text)',
  duration: 'how long it took (text)',
  year: 'a year such as 2024',
  tags: 'a list of text',
} as const;

export type FrontMatter = v.InferOutput<typeof frontMatterSchema>;

/**
 * Checks front matter, throwing one line per problem:
 * `file: front matter "field": expected …, got …`.
 */
export function parseFrontMatter(data: unknown, file: string): FrontMatter {
  const result = v.safeParse(frontMatterSchema, data);
  if (result.success) return result.output;
  throw new Error(
    result.issues
      .map((issue) => {
        const field = v.getDotPath(issue) ?? '(the mapping)';
        // A missing field: valibot names the key; say what belongs there instead.
        if (issue.input === undefined && field in MISSING)
          return `${file}: front matter "${field}": expected ${MISSING[field as keyof typeof MISSING]}, got nothing`;
        const got = issue.input === undefined ? 'nothing' : JSON.stringify(issue.input);
        return `${file}: front matter "${field}": expected ${issue.message}, got ${got}`;
      })
      .join('\n'),
  );
}
