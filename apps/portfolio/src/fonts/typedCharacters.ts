// Whether what a field holds can be drawn by the faces the page declares (./moreFaces.ts), loaded
// with the page's first input event.
import { rangesCover, unicodeRanges, type CodePointRange } from './unicodeRange';

/** The characters the declared faces of `family` draw; null when the page declares none for it. */
function declaredRanges(family: string): CodePointRange[] | null {
  const ranges: CodePointRange[] = [];
  for (const face of document.fonts)
    if (unquoted(face.family) === family) ranges.push(...unicodeRanges(face.unicodeRange));
  return ranges.length > 0 ? ranges : null;
}

function unquoted(name: string): string {
  return name.trim().replace(/^(["'])(.*)\1$/, '$2');
}

/** The fields whose typed text is drawn: a range, a checkbox or a colour draws none. */
const TEXT_FIELD = /^(?:text|search|email|url|tel|password)$/;

/**
 * The characters the declared faces of a text field's font draw (null: none declared, or not a
 * text field), looked up once per field: its font does not change while the page's faces do not.
 */
function fieldRanges(
  field: EventTarget | null,
  fields: WeakMap<Element, CodePointRange[] | null>,
): CodePointRange[] | null {
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement)) return null;
  if (!fields.has(field))
    fields.set(
      field,
      field instanceof HTMLInputElement && !TEXT_FIELD.test(field.type)
        ? null
        : declaredRanges(unquoted(getComputedStyle(field).fontFamily.split(',')[0] ?? '')),
    );
  return fields.get(field) ?? null;
}

/**
 * Calls `declare` once, on the first value with a character outside the declared faces of its
 * field's font (an "é" on a page without Inter's Latin file, a Cyrillic name), starting with
 * `first`'s value as it is now. Returns the way to stop watching.
 */
export function watchTypedCharacters(declare: () => void, first?: EventTarget | null): () => void {
  const fields = new WeakMap<Element, CodePointRange[] | null>();
  const lacksFace = (field: EventTarget | null) => {
    const ranges = fieldRanges(field, fields);
    return !!ranges && !rangesCover(ranges, (field as HTMLInputElement).value);
  };
  const onInput = (event: Event) => {
    if (!lacksFace(event.target)) return;
    stop();
    declare();
  };
  const stop = () => document.removeEventListener('input', onInput, { capture: true });
  if (lacksFace(first ?? null)) {
    declare();
    return () => undefined;
  }
  document.addEventListener('input', onInput, { capture: true, passive: true });
  return stop;
}
