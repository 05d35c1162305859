export const BOOT_TEMPLATE_ID: string;
export const BOOT_SCRIPT: string;
export function deferAppBoot(html: string): string;
