/** Texts of the progress demo (spec §4). */
export const progressMessages = {
  start: 'Start Process',
  complete: 'Processing Complete!',
  processAgain: 'Process Again',
} as const;
