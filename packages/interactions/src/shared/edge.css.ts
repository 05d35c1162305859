import { createVar } from '@vanilla-extract/css';

/**
 * The colour of a control's border that changes with its state (hover, checked, valid…), as one
 * registered `<color>` property: `border-color` eases as four transitions (one per side, each
 * starting, running and firing its own events in the frame of the press), this as one (issue 30).
 * Not inherited, so a box inside keeps its own. Every rule that draws with it sets it too, so an
 * engine without `@property` still draws the right colour (without the fade).
 */
export const edge = createVar({ syntax: '<color>', inherits: false, initialValue: 'transparent' });
