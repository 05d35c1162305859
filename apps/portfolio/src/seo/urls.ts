import { siteUrl } from 'virtual:portfolio-seo';
import type { RouteMeta } from './meta';

// The site's absolute URLs: the one part of the head tags that reads the build's SITE_URL
// (virtual:portfolio-seo), kept out of ./meta.ts so the route table needs no Vite to load.

export { siteUrl };

/** An absolute URL on the site for a path ("/" → "https://site/"). */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The absolute URL of a route's card image. */
export function ogImageUrl(meta: RouteMeta): string {
  return absoluteUrl(`/og/${meta.ogImage}.png`);
}
