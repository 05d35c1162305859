/** The intro quote (docs/spec.md §2), without the quotation marks the overlay adds. */
export const INTRO_QUOTE = 'Sometimes design is knowing what not to design.';
