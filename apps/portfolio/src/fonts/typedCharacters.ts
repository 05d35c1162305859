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

/**
 * Whether the field's value has a character its font's declared faces lack. `known` keeps each
 * family's ranges: the page's faces do not change until the other faces come.
 */
function lacksFace(
  field: EventTarget | null,
  known: Map<string, CodePointRange[] | null>,
): boolean {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return false;
  const family = unquoted(getComputedStyle(field).fontFamily.split(',')[0] ?? '');
  if (!known.has(family)) known.set(family, declaredRanges(family));
  const ranges = known.get(family);
  return !!ranges && !rangesCover(ranges, field.value);
}

/**
 * Calls `declare` once, on the first value with a character outside the declared faces of its
 * field's font (an "é" on a page without Inter's Latin file, a Cyrillic name), starting with
 * `first`'s value as it is now. Returns the way to stop watching.
 */
export function watchTypedCharacters(declare: () => void, first?: EventTarget | null): () => void {
  const known = new Map<string, CodePointRange[] | null>();
  const onInput = (event: Event) => {
    if (!lacksFace(event.target, known)) return;
    stop();
    declare();
  };
  const stop = () => document.removeEventListener('input', onInput, { capture: true });
  if (lacksFace(first ?? null, known)) {
    declare();
    return () => undefined;
  }
  document.addEventListener('input', onInput, { capture: true, passive: true });
  return stop;
}
