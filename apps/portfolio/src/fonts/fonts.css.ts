import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from '@portfolio/interactions';
import { FALLBACK_FACES, SANS_STACK } from './fallbacks';

// The web fonts themselves come from @fontsource (self-hosted woff2, font-display: swap),
// imported in main.tsx; their latin files are preloaded by the prerender.
for (const face of FALLBACK_FACES) {
  globalFontFace(face.family, {
    src: face.local.map((name) => `local('${name}')`).join(', '),
    fontStyle: face.style,
    fontWeight: '100 900',
    sizeAdjust: `${face.sizeAdjust}%`,
    ascentOverride: `${face.ascentOverride}%`,
    descentOverride: `${face.descentOverride}%`,
    lineGapOverride: `${face.lineGapOverride}%`,
  });
}

// The site's font tokens: the theme's stacks with the metric-matched fallbacks in them.
// `:root:root` and `:root [data-theme]` outrank the theme's own `:root` / `[data-theme]` rules.
globalStyle(':root:root, :root [data-theme], :root .pf-theme-light, :root .pf-theme-dark', {
  vars: {
    [vars.font.body]: SANS_STACK,
    [vars.font.display]: SANS_STACK,
  },
});
