import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { firstStateLayout, layoutConditions } from '@portfolio/interactions/layout';

/** The room is the query container for its stage's height: its width is the card's (up to 560px). */
const demoRoom = createContainer();

export const room = style({
  containerName: demoRoom,
  containerType: 'inline-size',
  minWidth: 0,
});

/**
 * A live component's stage, keyed like the package's layout facts
 * (`@portfolio/interactions/layout`): the component's first-state height under the conditions
 * its card follows, reserved before its code arrives. The card fills the room up to its 560px,
 * so the room's width stands for the card's in the wide-layout query.
 */
export const stage = styleVariants(firstStateLayout, ({ height }) => ({
  display: 'flex',
  flexDirection: 'column',
  minHeight: `${height.base}px`,
  '@media': { [layoutConditions.wideCard.media]: { minHeight: `${height.wideCard}px` } },
  '@container':
    'wideLayout' in height
      ? {
          [`${demoRoom} (min-width: ${layoutConditions.wideLayout.minCardWidth}px)`]: {
            minHeight: `${height.wideLayout}px`,
          },
        }
      : {},
}));
