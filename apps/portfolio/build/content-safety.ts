/**
 * What case-study content may carry (build time only): the URLs of links and images, and the
 * SVG figures.
 *
 * A URL must be http(s), mailto or site-relative, read as a browser reads it (character
 * references decoded, tabs and newlines dropped, scheme case ignored).
 *
 * A figure is inlined into the page, so it must not be able to run script or load anything:
 * DOMPurify (on a jsdom window) with its SVG profile, and no `style` (element or attribute), no
 * `<foreignObject>`, no `<animate>`/`<set>` (which can set an `href`), no `href` that leaves the
 * figure. Event handlers and `<script>` are never on DOMPurify's lists. Rather than ship a
 * silently stripped figure, the build fails when sanitising would change it, naming what it
 * would remove, so the author sees the problem in their file.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

const FIGURE_POLICY: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: ['style', 'foreignObject', 'animate', 'set', 'animateMotion', 'animateTransform'],
  FORBID_ATTR: ['style'],
  ALLOW_DATA_ATTR: false,
};

let tools: { purify: DOMPurify; window: JSDOM['window'] } | undefined;

/** One jsdom window and DOMPurify instance for the build. */
function htmlTools() {
  if (tools) return tools;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  // Only references inside the figure itself (`#id`); a URL would load or navigate elsewhere.
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !/^#/.test(data.attrValue))
      data.keepAttr = false;
  });
  tools = { purify, window };
  return tools;
}

/** URL schemes a link or image may use; relative URLs resolve to the site's own https origin. */
const ALLOWED_URL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

const allowedAsUrl = (href: string) => {
  try {
    return ALLOWED_URL_PROTOCOLS.has(new URL(href, 'https://site.invalid/case-study/').protocol);
  } catch {
    return false;
  }
};

/** True for http(s), mailto and site-relative URLs (`/…`, `#…`, `figures/x.svg`), as written and as an HTML attribute would decode it. */
export function isAllowedContentUrl(href: string): boolean {
  const decoder = htmlTools().window.document.createElement('textarea');
  decoder.innerHTML = href;
  return allowedAsUrl(href) && allowedAsUrl(decoder.value);
}

function describeRemoved(removed: DOMPurify['removed']): string[] {
  return removed.flatMap((item) => {
    if ('attribute' in item && item.attribute)
      return [`the ${item.attribute.name} attribute of <${item.from.nodeName.toLowerCase()}>`];
    if ('element' in item && item.element.nodeName !== 'BODY')
      return [`<${item.element.nodeName.toLowerCase()}>`];
    return [];
  });
}

/**
 * The figure's markup as the page will carry it (DOMPurify's output, serialised as HTML).
 * Throws, naming the file and what is not allowed, when the allow-list would change it.
 */
export function sanitizeFigure(svg: string, file: string): string {
  const { purify, window } = htmlTools();
  const clean = purify.sanitize(svg, FIGURE_POLICY);
  const removed = describeRemoved(purify.removed);
  // The same markup parsed as the page parses it, with nothing removed.
  const parsed = new window.DOMParser().parseFromString(`<!doctype html><body>${svg}`, 'text/html')
    .body.innerHTML;
  if (clean !== parsed || removed.length > 0)
    throw new Error(
      `${file}: this SVG figure has content the figure allow-list refuses (scripts, event handlers, styles, <foreignObject>, <animate>/<set>, links out): ${
        removed.length > 0 ? [...new Set(removed)].join(', ') : 'sanitising changed it'
      }. Remove it from the figure.`,
    );
  return clean;
}
