// The faces a page's own characters do not need come on demand (issue 30, tenth pass). A page
// declares, in its critical CSS, the web-font faces that draw its characters
// (tools/prerender/critical-css.ts), and the full stylesheet declares none: the rest (Inter's
// Cyrillic, Greek, Vietnamese, Latin Extended and full Latin files) are in a stylesheet of their
// own (tools/vite-plugins/font-faces-apart.ts), added when the page may show a character its
// faces lack: after a client navigation, when a gated study opens, or when a field is given one
// (./typedCharacters.ts). Adding @font-face rules has the browser resolve every element's font
// again and lay out all text; declared again by the full stylesheet, they did it on every
// page's load.

/** The faces' stylesheet: the build writes its URL here (tools/vite-plugins/font-faces-apart.ts). */
export const FONT_FACES_PLACEHOLDER = '__PORTFOLIO_FONT_FACES_HREF__';

/**
 * Adds every face of the site's web fonts, once. The dev server's stylesheet already declares
 * them (the split is the build's).
 */
export function declareMoreFaces(): void {
  if (!import.meta.env.DEV) addFacesStylesheet(FONT_FACES_PLACEHOLDER);
}

/** Links the faces' stylesheet at `href` unless the page already has it (`data-font-faces`). */
export function addFacesStylesheet(href: string): void {
  if (document.querySelector('link[data-font-faces]')) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.fontFaces = '';
  document.head.append(link);
}

/**
 * Brings the other faces when a field is given a character outside the page's (typed, pasted or
 * filled): from the first input event on, with the code that tells loaded then.
 */
export function watchTypedCharacters(): void {
  document.addEventListener(
    'input',
    (event) => {
      void import('./typedCharacters').then((module) =>
        module.watchTypedCharacters(declareMoreFaces, event.target),
      );
    },
    { capture: true, once: true, passive: true },
  );
}
