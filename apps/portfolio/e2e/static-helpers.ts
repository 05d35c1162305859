import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { staticRoutes } from '../src/routes/table';
import { caseStudyRoute } from '../src/seo/caseStudyRoute';
import type { RouteMeta } from '../src/seo/meta';
import { readCaseStudySeo } from '../tools/vite-plugins/seo-plugin';

const CONTENT_DIR = fileURLToPath(new URL('../src/content/case-studies/', import.meta.url));

/** A prerendered public page's metadata: a page with a path (only the 404 page has none). */
export type PublicPage = RouteMeta & { path: string };

/**
 * Every prerendered public page, as src/routes/public.ts lists them for the prerender: the route
 * table's fixed pages, then each case study's (its front matter read from the Markdown files, as
 * the build reads it, since public.ts reads it through a build-time module plain Node cannot load).
 */
export const publicPages: readonly PublicPage[] = [
  ...staticRoutes,
  ...readCaseStudySeo(CONTENT_DIR).map(caseStudyRoute),
].filter((meta): meta is PublicPage => meta.path !== null);

/** Every prerendered public route. */
export const publicPaths: readonly string[] = publicPages.map((page) => page.path);

/**
 * Console errors and warnings, page errors and CSP violations of a page, collected from the
 * start. With `documentStatus404`, Chromium's own "Failed to load resource … 404" line for the
 * document itself (a 404 page served with status 404, as it should be) is not a problem.
 */
export async function watchProblems(
  page: Page,
  { documentStatus404 = false } = {},
): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const isDocument404 =
      /Failed to load resource: .*status of 404/.test(message.text()) &&
      message.location().url === page.url();
    if (documentStatus404 && isDocument404) return;
    problems.push(`console.${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // An init script is not subject to the page's CSP; it reports every violation the page causes.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  return problems;
}

/**
 * Marks each element of the prerendered markup as the parser creates it, so a test can tell
 * hydration (React adopts these nodes) from a client render (React replaces them).
 */
export async function markPrerenderedNodes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.closest('#root'))
            (node as Element & { __fromHtml?: boolean }).__fromHtml = true;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the <main> React now controls is the node the HTML parser created. */
export async function mainCameFromHtml(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (document.querySelector('#root main') as (Element & { __fromHtml?: boolean }) | null)
        ?.__fromHtml === true,
  );
}

/** How many of each head tag the document has. */
export async function headTagCounts(page: Page) {
  return page.evaluate(() => ({
    title: document.querySelectorAll('title').length,
    description: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelectorAll('link[rel="canonical"]').length,
    robots: document.querySelectorAll('meta[name="robots"]').length,
    ogTitle: document.querySelectorAll('meta[property="og:title"]').length,
    ogImage: document.querySelectorAll('meta[property="og:image"]').length,
    twitterCard: document.querySelectorAll('meta[name="twitter:card"]').length,
  }));
}

/**
 * Records the page's layout shifts: from its start (called before `goto`), or from now with
 * `{ fromNow: true }`. A shift is read as its score and the text of what moved. `layout-shift`
 * entries are not in the performance timeline (`getEntriesByType` returns none): only an
 * observer sees them.
 */
export async function recordLayoutShifts(
  page: Page,
  { fromNow = false }: { fromNow?: boolean } = {},
): Promise<() => Promise<string[]>> {
  const install = (buffered: boolean) => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    const shifts: string[] = [];
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[])
        if (!entry.hadRecentInput)
          shifts.push(
            `${entry.value.toFixed(4)} ${(entry.sources ?? [])
              .map((source) => (source.node?.textContent ?? '').trim().slice(0, 30))
              .join(' | ')}`,
          );
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered });
    Object.assign(window, {
      __layoutShifts: () => {
        record(observer.takeRecords());
        return shifts;
      },
    });
  };
  if (fromNow) await page.evaluate(install, false);
  else await page.addInitScript(install, true);
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShifts: () => string[] }).__layoutShifts());
}
