type Header = { key: string; value: string };
export const CSP_HEADER: string;
export const ASSET_CACHE_CONTROL: string;
export const PAGE_CACHE_CONTROL: string;
export const SECURITY_HEADERS: Header[];
export const HEADER_ONLY_DIRECTIVES: string[];
export function securityHeaders(policy: string): Header[];
export function htmlFiles(dist: string, dir?: string): string[];
export function inlineSourcesOf(html: string): {
  scripts: string[];
  styleElements: string[];
  styleAttributes: string[];
};
export function inlineSources(dist: string): {
  scripts: string[];
  styleElements: string[];
  styleAttributes: string[];
};
export function requiredHashes(dist: string): {
  scripts: string[];
  styles: string[];
  unsafeHashes: boolean;
};
export function buildCsp(hashes: {
  scripts: string[];
  styles: string[];
  unsafeHashes?: boolean;
}): string;
export function metaCsp(policy: string): string;
export function cspInVercelConfig(config: {
  headers?: { source: string; headers: Header[] }[];
}): string | null;
export function directiveSources(policy: string, directive: string): string[] | null;
export function directiveHashes(policy: string, directive: string): string[];
