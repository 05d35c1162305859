/**
 * The copy of src/content/site.ts that the first screen, the footer and every page's head show.
 * Imported by those instead of site.ts: a build replaces this module by the values themselves
 * (tools/vite-plugins/site-content.ts), so the lower sections' copy loads with the sections.
 */
export { contact, designer, hero, social } from './site';
