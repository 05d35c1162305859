export { RouteHead } from './RouteHead';
export {
  publicRoutes,
  notFoundMeta,
  routeMeta,
  absoluteUrl,
  ogImageUrl,
  siteUrl,
  SITE_NAME,
  OG_IMAGE_SIZE,
  type RouteMeta,
} from './routes';
