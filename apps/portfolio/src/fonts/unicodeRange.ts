/** A run of code points, first and last included. */
export type CodePointRange = [first: number, last: number];

/** The code points a CSS `unicode-range` covers, as [first, last] pairs (`U+0-7F`, `U+4??`, `U+A9`). */
export function unicodeRanges(range: string): CodePointRange[] {
  return range.split(',').map((part) => {
    const hex = part.trim().replace(/^U\+/i, '');
    const [first, last = first] = hex.includes('?')
      ? [hex.replace(/\?/g, '0'), hex.replace(/\?/g, 'F')]
      : hex.split('-');
    return [parseInt(first!, 16), parseInt(last!, 16)];
  });
}

/** Whether every character of `text` (control characters aside) falls in one of the ranges. */
export function rangesCover(ranges: readonly CodePointRange[], text: string): boolean {
  for (const character of text) {
    if (character < ' ') continue;
    const code = character.codePointAt(0)!;
    if (!ranges.some(([first, last]) => code >= first && code <= last)) return false;
  }
  return true;
}
