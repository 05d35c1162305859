// A helper for page stylesheets (`*.css.ts`): its rule lands in the stylesheet that calls it.
import { globalStyle } from '@vanilla-extract/css';
import { regions } from './site.css';

/**
 * For a page whose contents list links to its regions by fragment (`#id`): while the URL names a
 * target, every region renders, or the browser would place the target from the estimated heights
 * of the regions above it and land tens of pixels off (31 px on `/design-principles` at 390 px).
 * Called from that page's own stylesheet, so the rule costs no other page's critical CSS. Of the
 * same weight as the rule that lets the regions skip (src/styles/site.css.ts) and after it, so
 * the critical CSS's rule that keeps the late parts from rendering until the full stylesheet
 * comes still wins over both, and the full stylesheet's copies win over that
 * (tools/prerender/critical-css.ts, hideUntilStyled).
 */
export function renderRegionsAtFragment(): void {
  globalStyle(`html:has(:target) ${regions}`, {
    contentVisibility: 'visible',
  });
}
