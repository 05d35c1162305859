export const JS_BUDGET_OVER_REFERENCE: number;
export function initialJs(
  distDir: string,
  htmlFile?: string,
): { bytes: number; parts: { file: string; gzip: number }[] };
export function referenceJs(): Promise<{ bytes: number; parts: { file: string; gzip: number }[] }>;
export const LAZY_RULES: { what: string; module: RegExp; shownOn: RegExp }[];
export function initialModules(
  distDir: string,
  htmlFile: string,
  chunkModules: Record<string, string[]>,
): Set<string>;
export function lazyChunkViolations(
  distDir: string,
  chunkModules: Record<string, string[]>,
  pages: string[],
): string[];
