import { OG_IMAGE_SIZE, SITE_NAME, type RouteMeta } from './meta';
import { absoluteUrl, ogImageUrl } from './urls';

/**
 * A route's `<title>`, description, canonical link, Open Graph and Twitter card tags. React 19
 * hoists the tags into `<head>` (the prerender moves them there for the static HTML) and
 * updates them on client navigation.
 */
export function HeadTags({
  meta,
}: {
  /** The route's head metadata, from the route table. */
  meta: RouteMeta;
}) {
  const image = ogImageUrl(meta);
  const imageAlt = `${meta.cardKicker}: ${meta.cardTitle}`;
  const url = meta.path !== null ? absoluteUrl(meta.path) : null;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {url !== null ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={meta.ogType} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {url !== null ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
