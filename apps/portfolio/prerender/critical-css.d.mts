export function criticalCss(html: string, dist: string): Promise<string>;
export function inlineCriticalCss(html: string, css: string): string;
