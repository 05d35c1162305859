// The theme toggle's switch, in its own chunk: the toggle loads it once the page has hydrated
// (src/layout/ThemeToggle.tsx), so home's initial JS does not carry it (issue 30).
import { flipDocumentTheme } from './useTheme';

/** Page regions that may be off screen and yet rendered (`content-visibility: auto`'s margin). */
const REGIONS = 'main > *, #contact';
/** The regions the last switch left unrendered, until its frame is on screen. */
let skipped: HTMLElement[] = [];

/** Whether skipped regions were just shown and their first frame is still to come. */
let settling = false;

/**
 * Renders the regions the last switch skipped (`skipRegionsOffScreen`) again, in the new theme.
 * Runs in its own task after the switch's frame, and at once on a scroll (they may come into
 * view) or the next switch. `content-visibility: auto` restyles them only in the next frame, so
 * their fades stay held off (`data-theme-switching`) until that frame is done.
 */
function showSkippedRegions(): void {
  if (skipped.length === 0) return;
  removeEventListener('scroll', showSkippedRegions, true);
  const root = document.documentElement;
  root.setAttribute('data-theme-switching', '');
  for (const { style } of skipped) {
    style.removeProperty('content-visibility');
    style.removeProperty('contain-intrinsic-block-size');
  }
  skipped = [];
  settling = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      settling = false;
      root.removeAttribute('data-theme-switching');
    }, 0),
  );
}

/**
 * Skips the rendering of the page regions that are rendered but do not intersect the viewport for
 * the switch's frame (`content-visibility: hidden`, kept at the size they have: the size the browser
 * remembers for a region it rendered, else its box less padding and border), so its restyle
 * covers only what can be seen. `content-visibility: auto` renders the regions within its margin
 * off screen (on home at 1280 × 800, `#experiments` and `#playground`: 96 of the 160 elements the
 * switch restyled). Keeping them in the old theme instead (`data-theme` on each) saved nothing:
 * Chromium restyled every element under them all the same. A region across the fold is on screen
 * and switches with the rest (issue 30).
 */
function skipRegionsOffScreen(): void {
  const height = window.innerHeight;
  // Every box is read before the first style is written, so style is not brought up to date
  // once per region.
  const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
  const offScreen = [...document.querySelectorAll<HTMLElement>(REGIONS)].flatMap((region) => {
    const box = region.getBoundingClientRect();
    const css = getComputedStyle(region);
    if (css.contentVisibility !== 'auto' || (box.bottom > 0 && box.top < height)) return [];
    return [
      { region, content: edges.reduce((size, edge) => size - parseFloat(css[edge]), box.height) },
    ];
  });
  for (const { region, content } of offScreen) {
    region.style.setProperty('contain-intrinsic-block-size', `auto ${content}px`);
    region.style.setProperty('content-visibility', 'hidden');
    skipped.push(region);
  }
  if (skipped.length === 0) return;
  addEventListener('scroll', showSkippedRegions, { capture: true, passive: true });
  // After the switch's frame: its rAF callbacks run before that frame's paint, the task after it.
  requestAnimationFrame(() => setTimeout(showSkippedRegions, 0));
}

/**
 * The theme toggle's switch: the new colours apply at once on screen and start no fade, with one
 * restyle of what can be seen. The site's colour transitions are held off by
 * `<html data-theme-switching>` while the new theme's style is computed (`themeSwitching`,
 * src/styles/tokens.ts), and the attribute comes off in the same task, which restyles only the
 * elements of those rules. A fade started and finished cost its element three transition events in
 * the switch's frame; any still started (a component styled outside the site) is finished. A rule
 * on every element (`*`) held off for a frame restyled the whole page a second time, as a colour
 * transition on the root, finished, does. Regions off screen recolour in their own task right
 * after the switch's frame (`skipRegionsOffScreen`), so no one waits for them (issue 30).
 */
export default function toggleDocumentTheme(): void {
  showSkippedRegions();
  const root = document.documentElement;
  skipRegionsOffScreen();
  root.setAttribute('data-theme-switching', '');
  flipDocumentTheme();
  if (!settling) root.removeAttribute('data-theme-switching');
}
