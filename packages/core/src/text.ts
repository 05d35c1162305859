// Text measures shared by several rules, kept apart so each rule module stays small.

/**
 * Counts Unicode code points without building an array (linear, constant memory): the string
 * iterator steps over a surrogate pair as one code point and over a lone surrogate as one.
 */
export function codePointLength(text: string): number {
  return [...text].length;
}
