/** Texts of the progress demo (docs/spec.md §4). */
export const progressMessages = {
  start: 'Start Process',
  complete: 'Processing Complete!',
  processAgain: 'Process Again',
} as const;
