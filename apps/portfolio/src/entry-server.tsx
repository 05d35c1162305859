/**
 * The prerender entry (built by `vite build --ssr`, run by tools/prerender/build.ts): renders one
 * URL to static HTML with the same tree the client hydrates — `<RouteHead />` and `<App />`
 * inside the router — waiting for lazy pages and their data (React 19 `prerenderToNodeStream`).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { RouteHead } from './seo/RouteHead';

export {
  publicRoutes,
  notFoundMeta,
  siteUrl,
  SITE_NAME,
  OG_IMAGE_SIZE,
  absoluteUrl,
} from './routes/public';

/** The HTML of `url`: React's hoisted head tags (title, meta, link) first, then the app's markup. */
export async function render(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <RouteHead />
        <App />
      </StaticRouter>
    </StrictMode>,
    {
      // Inline every Suspense boundary: a static page needs no $RC reveal scripts (which the
      // CSP would also have to allow), and nothing streams anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  if (errors.length) {
    const first = errors[0];
    throw new Error(
      `prerendering ${url} failed: ${first instanceof Error ? (first.stack ?? first.message) : String(first)}`,
    );
  }
  return Buffer.concat(chunks).toString('utf8');
}
