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

/** Attributes of the figure being checked that reference something outside it (`url(http…)`). */
const externalReferences: string[] = [];

/** CSS functions that load a resource; in a figure each may only name an element of it (`#id`). */
const RESOURCE_FUNCTION = /\b(?:url|src|image|image-set|-webkit-image-set)\s*\(/gi;
const LOCAL_REFERENCE = /^url\(\s*(['"]?)#[A-Za-z_][\w.:-]*\1\s*\)/i;

/**
 * True when every resource reference in an attribute value is `url(#id)` (fill, filter, mask,
 * clip-path, marker-*, …). A backslash (a CSS escape could spell `url` in disguise) is refused.
 */
export function onlyLocalReferences(value: string): boolean {
  if (value.includes('\\')) return false;
  for (const match of value.matchAll(RESOURCE_FUNCTION)) {
    if (!LOCAL_REFERENCE.test(value.slice(match.index))) return false;
  }
  return true;
}

/** One jsdom window and DOMPurify instance for the build. */
function htmlTools() {
  if (tools) return tools;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window);
  // Only references inside the figure itself (`#id`); a URL would load or navigate elsewhere.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !/^#/.test(data.attrValue))
      data.keepAttr = false;
    else if (!onlyLocalReferences(data.attrValue)) {
      externalReferences.push(
        `${data.attrName}="${data.attrValue.slice(0, 80)}" on <${node.nodeName.toLowerCase()}>`,
      );
      data.keepAttr = false;
    }
  });
  tools = { purify, window };
  return tools;
}

/** URL schemes a link or image may use; relative URLs resolve to the site's own https origin. */
const ALLOWED_URL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Where a URL without a scheme must stay: relative URLs resolve against this page. */
const BASE = 'https://site.invalid/case-study/';
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const allowedAsUrl = (href: string) => {
  try {
    const url = new URL(href, BASE);
    // Without a scheme it must stay on this site: `//host`, `\\host`, `/\host` (and the same
    // behind spaces, tabs or control characters a browser drops) are protocol-relative.
    if (!HAS_SCHEME.test(href) && url.host !== new URL(BASE).host) return false;
    return ALLOWED_URL_PROTOCOLS.has(url.protocol);
  } catch {
    return false;
  }
};

/**
 * True for http(s), mailto and site-relative URLs (`/…`, `#…`, `figures/x.svg`), as written and
 * as an HTML attribute would decode it. Protocol-relative URLs (`//host/…`) are refused: write
 * the scheme, so the link is seen as external (it then opens in a new tab).
 */
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
  externalReferences.length = 0;
  const clean = purify.sanitize(svg, FIGURE_POLICY);
  if (externalReferences.length > 0)
    throw new Error(
      `${file}: this SVG figure references something outside it: ${[...new Set(externalReferences)].join(', ')}. A figure may only reference its own elements, as url(#id).`,
    );
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
