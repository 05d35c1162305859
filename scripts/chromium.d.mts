export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export const FALLBACK_FONT_FILES: Record<string, string>;
