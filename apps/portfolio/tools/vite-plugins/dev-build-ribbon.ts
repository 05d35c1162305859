import type { Plugin } from 'vite';

/** What a dev-sealed build says on every page (issue 29). */
export const DEV_BUILD_RIBBON_TEXT =
  'development build, case studies use the public development password';

/** The ribbon's markup: a labelled landmark, styled by src/layout/DevBuildRibbon.css.ts. */
export const DEV_BUILD_RIBBON_HTML = `<aside class="pf-dev-ribbon" aria-label="Development build">${DEV_BUILD_RIBBON_TEXT}</aside>`;

const ROOT = '<div id="root"></div>';

/** The page template with the ribbon after the app's root (unchanged when not dev-sealed). */
export function withDevBuildRibbon(html: string, devSealed: boolean): string {
  if (!devSealed) return html;
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT} to put the ribbon after`);
  return html.replace(ROOT, () => `${ROOT}\n    ${DEV_BUILD_RIBBON_HTML}`);
}

/**
 * Vite plugin: on a build sealed with the published development password (and the dev server),
 * every page carries a visible "development build" ribbon, so a wrong deploy is obvious at a
 * glance. In the template, so the prerendered pages show it without script.
 */
export function devBuildRibbon(devSealed: boolean): Plugin {
  return {
    name: 'portfolio:dev-build-ribbon',
    transformIndexHtml: (html) => withDevBuildRibbon(html, devSealed),
  };
}
