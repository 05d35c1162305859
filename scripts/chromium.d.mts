// Its types for TypeScript: packages/interactions' consumer test imports it, and that package's tsconfig has no allowJs.
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const FALLBACK_FONT_FILES: Record<string, string>;
