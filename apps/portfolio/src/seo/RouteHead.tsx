import { useLocation } from 'react-router-dom';
import { routeAt } from '../routes/table';
import { HeadTags } from './HeadTags';

/**
 * The current route's head tags, rendered next to `<App />` inside the router by both entry
 * points. Case-study paths get theirs from the case-study page (`<HeadTags />` with the
 * study's metadata, or the 404's for an unknown slug), so the case studies' summaries stay
 * out of the other pages' initial JavaScript. The 404's `robots: noindex` comes from
 * NotFoundPage itself, which also renders for unknown case-study slugs.
 */
export function RouteHead() {
  // Only the case-study route holds no metadata: its page renders its own.
  const { meta } = routeAt(useLocation().pathname);
  return meta ? <HeadTags meta={meta} /> : null;
}
