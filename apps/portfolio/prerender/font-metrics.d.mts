export const SAMPLE_TEXT: string;
export function averageWidth(font: unknown): number;
export function fallbackOverrides(
  primaryPath: string,
  fallbackPath: string,
): { sizeAdjust: number; ascentOverride: number; descentOverride: number; lineGapOverride: number };
