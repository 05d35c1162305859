// The theme toggle's switch, in its own chunk: the toggle loads it once the page has hydrated
// (src/layout/ThemeToggle.tsx), so home's initial JS does not carry it (issue 30).
import { toggleTheme } from '@portfolio/core';
import { afterNextPaint } from '../lib/afterNextPaint';
import { showRegions, skipRegionsOffScreen } from './offScreenRegions';
import { applyTheme, finishColourFades, readTheme } from './useTheme';

const SWITCHING = 'data-theme-switching';
/** On only for the switch's own frame: the hero's art waits for the next one (src/home/Hero.css.ts). */
const FLIPPING = 'data-theme-flipping';
/** The regions the last switch left unrendered (`skipRegionsOffScreen`), until its frame is on screen. */
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
  showRegions(skipped);
  skipped = [];
  afterNextPaint(release);
}

/** Skips the regions off screen (`skipRegionsOffScreen`) until `showSkippedRegions`. */
function skipUntilShown(): void {
  skipped.push(...skipRegionsOffScreen());
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
  skipUntilShown();
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
