// The page regions a theme switch need not restyle in its own frame: rendered, yet off screen.
// Shared by the hydrated toggle's switch (src/layout/themeSwitch.ts) and the inline event
// contract's flip before hydration (src/boot/eventContract.ts), so a tap at first paint restyles
// only what can be seen, as a press after hydration does (issue 30).

/**
 * Every page region that may skip its rendering: the `section`s with an id and the footer (the
 * elements with `offScreenRegion`, src/styles/site.css.ts, or the home hero, which never skips).
 * The browser tests read the regions by it too.
 */
export const REGIONS = 'section[id],#contact';

/**
 * Skips the rendering of the page regions that are rendered but do not intersect the viewport
 * (`content-visibility: hidden`) and returns them, so the switch's restyle covers only what can
 * be seen. `content-visibility: auto` renders the regions within its margin off screen (on home
 * at 1280 × 800, `#experiments` and `#playground`: 96 of the 160 elements a switch restyled; on a
 * 412 px phone at first paint, `#experiments`: 56 of 110). A skipped region keeps its size: the
 * size the browser remembers for it (`contain-intrinsic-size: auto …`, src/styles/site.css.ts).
 * Keeping them in the old theme instead (`data-theme` on each) saved nothing: Chromium restyled
 * every element under them all the same. A region across the fold is on screen and switches with
 * the rest. No region holds another, so no box here is read inside a skipped one (which would
 * lay it out).
 */
export function skipRegionsOffScreen(): HTMLElement[] {
  const height = innerHeight;
  // Every box is read before the first style is written, so layout is not brought up to date
  // once per region.
  const offScreen = [...document.querySelectorAll<HTMLElement>(REGIONS)].filter((region) => {
    const box = region.getBoundingClientRect();
    return (
      (box.bottom <= 0 || box.top >= height) &&
      getComputedStyle(region).contentVisibility === 'auto'
    );
  });
  for (const { style } of offScreen) style.contentVisibility = 'hidden';
  return offScreen;
}

/** Renders regions `skipRegionsOffScreen` skipped again (in the next frame). */
export const showRegions = (regions: HTMLElement[]) => {
  for (const { style } of regions) style.contentVisibility = '';
};
