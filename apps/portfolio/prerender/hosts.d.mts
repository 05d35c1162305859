type Header = { key: string; value: string };
export function vercelHeaders(policy: string): { source: string; headers: Header[] }[];
export function vercelJsonFor(text: string, policy: string): string;
export function pageCachePaths(dist: string): string[];
export function headersFile(policy: string, dist: string): string;
export function metaCspElement(policy: string): string;
export function withMetaCsp(html: string, policy: string, file?: string): string;
export function mustVerifyVercelJson(env?: Record<string, string | undefined>): boolean;
export function writeHostConfigs(options: {
  dist: string;
  vercelFile: string;
  verifyVercel?: boolean;
}): string;
