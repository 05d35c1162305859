export { RouteHead } from './RouteHead';
export {
  publicRoutes,
  notFoundRoute,
  routeMeta,
  absoluteUrl,
  ogImageUrl,
  siteUrl,
  SITE_NAME,
  OG_IMAGE_SIZE,
  type RouteMeta,
} from './routes';
