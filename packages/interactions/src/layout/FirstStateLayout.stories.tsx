import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect } from 'storybook/test';
import { PricingCalculator } from '../pricing-calculator/index.js';
import { ProgressIndicator } from '../progress-indicator/index.js';
import { SmartFormValidation } from '../smart-form-validation/index.js';
import { firstStateLayout, layoutConditions, maxCardWidth, type LayoutComponent } from './index.js';

/**
 * The layout facts a host page reserves room with (`@portfolio/interactions/layout`), held to
 * what the components render: each component at several card widths, in a viewport either side
 * of the wide card's 30em. A style change that moves a first-state height fails here, in the
 * package, instead of shifting a host page.
 */
const meta = {
  title: 'Layout/First-state heights',
  // Tests, not documentation: out of the sidebar and of docs pages (see .storybook/main.ts), and
  // their Narrow variants only hold in a viewport below 30em, which the test run sets.
  tags: ['!autodocs', 'test-only'],
  parameters: {
    // These stories check numbers; the components' looks have their own screenshots.
    screenshot: { disable: true },
    viewport: {
      options: {
        narrow: { name: 'Below 30em', styles: { width: '479px', height: '900px' }, type: 'mobile' },
        wide: { name: 'Desktop', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const components: Record<LayoutComponent, ComponentType> = {
  smartFormValidation: SmartFormValidation,
  progressIndicator: ProgressIndicator,
  pricingCalculator: () => <PricingCalculator locale="en-US" />,
};

/** The card widths (px) to render at, each with the height the facts promise there. */
function expectedHeights(name: LayoutComponent, viewport: 'narrow' | 'wide') {
  const { minCardWidth, height } = firstStateLayout[name];
  if (viewport === 'narrow') {
    // The widest card a viewport below 30em holds is the viewport itself.
    return [minCardWidth, 400, 479].map((width) => [width, height.base] as const);
  }
  const { minCardWidth: wideFrom } = layoutConditions.wideLayout;
  const wide = 'wideLayout' in height ? height.wideLayout : height.wideCard;
  return [
    [minCardWidth, height.wideCard],
    [wideFrom - 1, height.wideCard],
    [wideFrom, wide],
    [maxCardWidth, wide],
  ] as const;
}

function firstStateStory(name: LayoutComponent, viewport: 'narrow' | 'wide'): Story {
  const Component = components[name];
  return {
    globals: { viewport: { value: viewport, isRotated: false } },
    render: () => (
      // The frame is a host that sets `overflow-wrap: anywhere` (as a site does against long
      // addresses): the card resets it, so the facts hold there too.
      <div data-layout-frame="" style={{ width: `${maxCardWidth}px`, overflowWrap: 'anywhere' }}>
        <Component />
      </div>
    ),
    play: async ({ canvasElement }) => {
      // Heights depend on the font's metrics: measure with Inter, as a reader sees it.
      await document.fonts.load("400 16px 'Inter Variable'");
      await document.fonts.ready;
      // Not vacuous: the viewport is on the side of 30em this story is about.
      await expect(window.matchMedia(layoutConditions.wideCard.media).matches).toBe(
        viewport === 'wide',
      );
      const frame = canvasElement.querySelector<HTMLElement>('[data-layout-frame]');
      const card = frame?.firstElementChild;
      if (!frame || !card) throw new Error('the component did not render');
      const rendered = expectedHeights(name, viewport).map(([width]) => {
        frame.style.width = `${width}px`;
        return [width, card.getBoundingClientRect().height];
      });
      await expect(rendered).toEqual(expectedHeights(name, viewport));
      if (viewport === 'wide') {
        // minCardWidth is the narrowest such card: one pixel less wraps a line.
        frame.style.width = `${firstStateLayout[name].minCardWidth - 1}px`;
        await expect(card.getBoundingClientRect().height).toBeGreaterThan(
          firstStateLayout[name].height.wideCard,
        );
      }
    },
  };
}

/** Password form, phone-sized viewport: the card's narrow padding. */
export const SmartFormValidationNarrow = firstStateStory('smartFormValidation', 'narrow');
/** Password form, desktop viewport: the wide card's padding. */
export const SmartFormValidationWide = firstStateStory('smartFormValidation', 'wide');
/** Progress indicator, phone-sized viewport. */
export const ProgressIndicatorNarrow = firstStateStory('progressIndicator', 'narrow');
/** Progress indicator, desktop viewport. */
export const ProgressIndicatorWide = firstStateStory('progressIndicator', 'wide');
/** Pricing calculator, phone-sized viewport: plans and add-ons stacked. */
export const PricingCalculatorNarrow = firstStateStory('pricingCalculator', 'narrow');
/** Pricing calculator, desktop viewport: stacked up to 513px of card, side by side from 514px. */
export const PricingCalculatorWide = firstStateStory('pricingCalculator', 'wide');
