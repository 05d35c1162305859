/**
 * Every kind of prerendered page, as a first visitor meets it: home, the two lazy pages, an open
 * case study with image figures (one in the first screen, more below, a video), a gated one (/case-study/climatix-ic, locked) and the 404 page. Lighthouse refuses
 * a document answered with status 404, so the 404 page is the file the host serves for unknown
 * paths (`/404.html`, status 200 when asked for by name); its 404 status is checked by the static
 * tests. Measured by `pnpm perf` (tools/perf/run.ts), checked by e2e/static-late-boot.spec.ts.
 */
export const PAGE_KINDS = [
  '/',
  '/micro-interactions',
  '/design-principles',
  '/case-study/cred-wealth',
  '/case-study/climatix-ic',
  '/404.html',
];
