// The theme toggle's switch, in its own chunk: the toggle loads it once the page has hydrated
// (src/layout/ThemeToggle.tsx), so home's initial JS does not carry it (issue 30).
import { toggleTheme } from '@portfolio/core';
import { afterNextPaint } from '../lib/afterNextPaint';
import { applyTheme, finishColourFades, readTheme } from './useTheme';

/** Page regions that may be off screen and yet rendered (`content-visibility: auto`'s margin). */
const REGIONS = 'main > *, #contact';
const SWITCHING = 'data-theme-switching';
/** On only for the switch's own frame: the hero's art waits for the next one (src/home/Hero.css.ts). */
const FLIPPING = 'data-theme-flipping';
/** The regions the last switch left unrendered, until its frame is on screen. */
let skipped: HTMLElement[] = [];
/** Frames still to come that need `<html data-theme-switching>` (a switch's, or skipped regions' return). */
let holds = 0;

/** Holds the site's colour fades off (`themeSwitching`, src/styles/tokens.ts) until `release`. */
function hold(): void {
  holds += 1;
  document.documentElement.setAttribute(SWITCHING, '');
}

/**
 * Ends a hold; the last one takes the attribute off. That restyles only the elements of the
 * hold-off rules, and since their colours do not change then, it starts no fade.
 */
function release(): void {
  holds -= 1;
  if (holds === 0) document.documentElement.removeAttribute(SWITCHING);
}

/**
 * Renders the regions the last switch skipped (`skipRegionsOffScreen`) again, in the new theme.
 * Runs in its own task after the switch's frame, and at once on a scroll (they may come into
 * view) or the next switch. `content-visibility` restyles them only in the next frame, so their
 * fades stay held off until that frame is done.
 */
function showSkippedRegions(): void {
  if (skipped.length === 0) return;
  removeEventListener('scroll', showSkippedRegions, true);
  hold();
  for (const { style } of skipped) style.removeProperty('content-visibility');
  skipped = [];
  afterNextPaint(release);
}

/**
 * Skips the rendering of the page regions that are rendered but do not intersect the viewport for
 * the switch's frame (`content-visibility: hidden`), so its restyle covers only what can be seen.
 * `content-visibility: auto` renders the regions within its margin off screen (on home at
 * 1280 × 800, `#experiments` and `#playground`: 96 of the 160 elements the switch restyled).
 * A skipped region keeps its size: the size the browser remembers for it (`contain-intrinsic-size:
 * auto …`, src/styles/site.css.ts). Keeping them in the old theme instead (`data-theme` on each)
 * saved nothing: Chromium restyled every element under them all the same. A region across the
 * fold is on screen and switches with the rest (issue 30).
 */
function skipRegionsOffScreen(): void {
  const height = window.innerHeight;
  // Every box is read before the first style is written, so layout is not brought up to date
  // once per region.
  const offScreen = [...document.querySelectorAll<HTMLElement>(REGIONS)].filter((region) => {
    const box = region.getBoundingClientRect();
    return (
      (box.bottom <= 0 || box.top >= height) &&
      getComputedStyle(region).contentVisibility === 'auto'
    );
  });
  for (const region of offScreen) region.style.setProperty('content-visibility', 'hidden');
  skipped.push(...offScreen);
  if (skipped.length > 0)
    addEventListener('scroll', showSkippedRegions, { capture: true, passive: true });
}

/**
 * The theme toggle's switch: the new colours apply on screen in the press's frame and start no
 * fade, with one restyle of what can be seen. The press only writes: the skipped regions, the
 * hold on the site's colour fades (`<html data-theme-switching>`) and the theme. The frame's
 * animation callback brings style up to date (the restyle the frame makes anyway) and finishes any
 * colour fade still started (a component styled outside the site). In the task after the frame the
 * skipped regions render again and the hold comes off, which restyles only the elements of the
 * hold-off rules (18 on home): no longer in the frame a person waits for. A hold taken off inside
 * the press restyled them there, and a rule on every element (`*`) restyled the whole page a
 * second time, as a colour transition on the root, finished, does (issue 30).
 * The hero's faint grid and glow (`<html data-theme-flipping>`) sit out the switch's frame and
 * come back in the next: drawn under the whole first screen, they made every tile of it a
 * gradient to raster and draw again, about 5 ms of CPU a switch, where without them half the
 * tiles are one colour (docs/decisions.md, "Theme switch: the hero's art a frame later").
 */
export default function toggleDocumentTheme(): void {
  showSkippedRegions();
  skipRegionsOffScreen();
  hold();
  const root = document.documentElement;
  root.setAttribute(FLIPPING, '');
  applyTheme(toggleTheme(readTheme()));
  // Its animation callbacks run before the frame's style, layout and paint; the task after them
  // comes once the frame is committed.
  requestAnimationFrame(() => {
    finishColourFades();
    setTimeout(() => {
      root.removeAttribute(FLIPPING);
      showSkippedRegions();
      release();
    }, 0);
  });
}
