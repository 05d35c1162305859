// Types of components.mjs for TypeScript tests.
export declare const packageDir: string;
export declare const components: { name: string; slug: string; entry: string }[];
export declare const external: string[];
/** One entry bundled as a consumer's bundler would (minified ESM, React and core left out). */
export declare function bundleEntry(entry: string): Promise<{ js: string; css: string }>;
