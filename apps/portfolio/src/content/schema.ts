/**
 * What the content schemas share (valibot): the text field, and the one way a wrong or missing
 * field is reported: `file: {where} "field.path": expected …, got …`, one line per problem. Each
 * schema says what belongs in a field once, in its messages; a missing field's expectation is
 * read from the schema of that field, so no second table says it again. Build-time only: the
 * browser imports the types inferred from the schemas, never the schemas.
 */
import * as v from 'valibot';

/** Text that is not empty once trimmed; `what` names what belongs there. */
export const text = (what: string) =>
  v.pipe(v.string(`${what} (text)`), v.trim(), v.nonEmpty(`${what} (text, not empty)`));

/** A link to another site: an absolute https:// URL. */
export const webAddress = (what: string) =>
  v.pipe(
    v.string(`${what} (an https:// address)`),
    v.trim(),
    v.check((value) => {
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    }, `${what} (an https:// address)`),
  );

type AnySchema = v.GenericSchema & {
  message?: unknown;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  options?: unknown;
};

/** The schema that checks the field at `path` of `root` (objects and arrays), if one does. */
function schemaAt(root: AnySchema, path: readonly (string | number)[]): AnySchema | undefined {
  let schema: AnySchema | undefined = root;
  for (const key of path) {
    while (schema?.wrapped) schema = schema.wrapped;
    if (schema?.entries) schema = schema.entries[String(key)];
    else if (schema?.item) schema = schema.item;
    else return undefined;
  }
  while (schema?.wrapped) schema = schema.wrapped;
  return schema;
}

/** What a field holds, as its schema's message says ("a year such as 2024"). */
function expectedOf(schema: AnySchema | undefined): string {
  return typeof schema?.message === 'string' ? schema.message : 'a value';
}

const shown = (value: unknown) => {
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > 60 ? `${json.slice(0, 57)}…` : json;
};

/**
 * Checks `data` against `schema`; throws one line per problem, each naming `file`, the field
 * and what was expected. `where` goes between the file and the field ("front matter").
 */
export function parseContent<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
  file: string,
  where = '',
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const prefix = where ? `${file}: ${where} ` : `${file}: `;
  throw new Error(
    result.issues
      .map((issue) => {
        const keys = (issue.path ?? []).map((item) => item.key as string | number);
        const field = keys.length ? keys.join('.') : '(the whole file)';
        // A field that is not there: valibot names the key; say what belongs in it.
        if (issue.kind === 'schema' && issue.input === undefined)
          return `${prefix}"${field}": expected ${expectedOf(schemaAt(schema as AnySchema, keys))}, got nothing`;
        // A field no schema knows (a typo such as `gate: true` would otherwise pass unseen).
        if (issue.type === 'strict_object' && issue.expected === 'never') {
          const parent = schemaAt(schema as AnySchema, keys.slice(0, -1));
          const known = Object.keys(parent?.entries ?? {}).join(', ');
          const value = issue.path?.[issue.path.length - 1]?.value;
          return `${prefix}"${field}": expected no such field (known fields: ${known}), got ${shown(value)}`;
        }
        return `${prefix}"${field}": expected ${issue.message}, got ${shown(issue.input)}`;
      })
      .join('\n'),
  );
}
