export const CSP_HEADER: string;
export function htmlFiles(dist: string, dir?: string): string[];
export function inlineSources(dist: string): { scripts: string[]; styles: string[] };
export function requiredHashes(dist: string): { scripts: string[]; styles: string[] };
export function buildCsp(hashes: { scripts: string[]; styles: string[] }): string;
export function cspInVercelConfig(config: {
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}): string | null;
export function directiveHashes(policy: string, directive: string): string[];
export function syncedVercelJson(text: string, dist: string): string;
