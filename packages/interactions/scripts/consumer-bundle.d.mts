// Types of consumer-bundle.mjs for the TypeScript consumer test.
export declare const budget: { js: number; css: number };
export declare function gzipSize(text: string): number;
export declare function consumerEntries(): Record<string, string>;
export interface SizeRow {
  component: string;
  bundler: 'vite' | 'esbuild';
  from: 'root' | 'subpath';
  /** gzip bytes of the app's JS minus a React-only app's. */
  js: number;
  /** gzip bytes of the app's CSS. */
  css: number;
}
export declare function measureConsumer(appDir: string): Promise<{
  rows: SizeRow[];
  /** `<bundler>:<component slug>-<root|subpath>` (and `<bundler>:react-only`) to the bundle's text. */
  bundles: Record<string, { js: string; css: string }>;
}>;
export declare function sizeTable(rows: SizeRow[]): string[];
export declare function overBudget(rows: SizeRow[]): SizeRow[];
