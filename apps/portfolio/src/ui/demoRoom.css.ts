import { createContainer, style } from '@vanilla-extract/css';
import { firstStateLayout, layoutConditions } from '@portfolio/interactions/layout';
import type { LayoutComponent } from '@portfolio/interactions/layout';
import type { PlaygroundItem } from '../content/site';

/*
 * The room a live component from @portfolio/interactions takes, held while its code loads: in
 * a frame with `data-demo` (its Playground type), `<div className={room}><div className={stage}>`
 * (or a frame that composes `room` itself, as home's Playground does).
 * The stage has the component's first-state height from the package's layout facts, so nothing
 * below it moves when it arrives; a placeholder inside fills it (`flex: 1`). Two class names and
 * no component: the room adds next to nothing to home's first JavaScript.
 */

/** The room is the query container for its stage's height: its width is the card's (up to 560px). */
const demoRoom = createContainer();

export const room = style({
  containerName: demoRoom,
  containerType: 'inline-size',
  minWidth: 0,
});

type Heights = (typeof firstStateLayout)[LayoutComponent]['height'];

/** Each demo's key in the package's layout facts. */
const layoutOf = {
  'smart-form-validation': 'smartFormValidation',
  'progress-indicator': 'progressIndicator',
  'pricing-calculator': 'pricingCalculator',
} as const satisfies Record<PlaygroundItem['type'], LayoutComponent>;

/**
 * A demo's stage: its first-state height under the conditions its card follows, picked by the
 * `data-demo` (a Playground type) of the frame around the room. The card fills the room up to
 * its 560px, so the room's width stands for the card's in the wide-layout query.
 */
const demoHeights = (pick: (height: Heights) => number | undefined) =>
  Object.fromEntries(
    Object.entries(layoutOf).flatMap(([demo, key]) => {
      const px = pick(firstStateLayout[key].height);
      return px === undefined ? [] : [[`[data-demo="${demo}"] &`, { minHeight: `${px}px` }]];
    }),
  );

export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: demoHeights((height) => height.base),
  '@media': {
    [layoutConditions.wideCard.media]: { selectors: demoHeights((height) => height.wideCard) },
  },
  '@container': {
    [`${demoRoom} (min-width: ${layoutConditions.wideLayout.minCardWidth}px)`]: {
      selectors: demoHeights((height) => ('wideLayout' in height ? height.wideLayout : undefined)),
    },
  },
});
