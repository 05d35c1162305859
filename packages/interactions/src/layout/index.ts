// Layout facts a host page needs before a component's code arrives: how tall each component's
// first state is, and the conditions (named as in the components' styles) that change it.
// Plain data, no 'use client' and no CSS: a server component or a build script can read it.
import { cardMaxWidth, wideCard, wideLayout } from '../shared/card-layout.js';

/** Where the components' layouts change, as in their styles (`src/shared/card-layout.ts`). */
export const layoutConditions = {
  /**
   * A media query on the viewport: the card's padding grows from `space-5` (20px) to `space-8`
   * (32px), so every component is 24px taller.
   */
  wideCard: { media: wideCard },
  /**
   * A container query on the card's content box: the Pricing Calculator puts its plans and
   * add-ons side by side. As the card's own width: 28em of content, the wide card's padding and
   * its 1px border, `28 * 16 + 2 * 32 + 2 * 1` = 514px (a card that narrow only under wideCard).
   */
  wideLayout: { container: wideLayout, minCardWidth: 514 },
} as const;

/** The card every component renders in: fluid up to this width (px). */
export const maxCardWidth = cardMaxWidth;

/**
 * Each component's first state (default props, English texts, Inter Variable as the page's font,
 * which the package does not ship): its rendered height in px (border box) under each condition, the later ones winning,
 * and the narrowest card (px) for which those heights hold (a narrower one wraps text and grows).
 * A host reserves this room before the component loads, so nothing below it moves. The card
 * resets the inherited `overflow-wrap`, so a host's `anywhere` does not change these numbers.
 * The package's browser tests (src/layout) render each component and hold it to these numbers.
 */
export const firstStateLayout = {
  smartFormValidation: { minCardWidth: 236, height: { base: 390, wideCard: 414 } },
  progressIndicator: { minCardWidth: 290, height: { base: 516, wideCard: 540 } },
  pricingCalculator: {
    minCardWidth: 284,
    height: { base: 1121, wideCard: 1145, wideLayout: 924 },
  },
} as const;

/** The components by their `firstStateLayout` key. */
export type LayoutComponent = keyof typeof firstStateLayout;
