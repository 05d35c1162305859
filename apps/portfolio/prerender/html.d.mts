export function routeFile(path: string): string;
export function splitHoistedHead(html: string): { head: string; body: string };
export const PRELOADED_FONTS: RegExp[];
export function fontPreloads(dist: string): string;
export function lazyAssets(
  manifest: Record<string, unknown>,
  modules: string[],
): { css: string[]; js: string[] };
export function assemblePage(options: Record<string, unknown>): string;
