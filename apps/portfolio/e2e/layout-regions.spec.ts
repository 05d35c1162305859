import { expect, test, type Page } from '@playwright/test';
import { hydrated, nextFrames, scrollToY, skipIntro } from './home-helpers';
import { REGIONS } from '../src/layout/offScreenRegions';

/*
 * The page regions that skip their layout and paint while away from the viewport
 * (`content-visibility: auto`, `offScreenRegion` in src/styles/site.css.ts) must lay out, once on
 * screen, exactly as on the fully laid-out page (<html data-layout="full">, which a scroll to a
 * section sets), and nothing in them may reach past them, where their paint containment would clip
 * it. Each region is brought to the top of the screen and measured both ways: every box in it, from
 * the region's own corner. (Not pixels: a region at a fractional position draws its text a
 * subpixel apart when it is contained, with every box where it was.)
 */

/** The ids of the page's regions that skip rendering off screen, in page order. */
const skippingRegions = (page: Page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((region) => getComputedStyle(region).contentVisibility === 'auto')
        .map((region) => region.id),
    REGIONS,
  );

/**
 * Puts the region's top at the top of the screen and waits for it to be drawn, with any demo in
 * it loaded (home's Playground loads its demos as it nears the screen, each in a placeholder of
 * its size): what a visitor sees once it has settled.
 */
async function showRegion(page: Page, id: string): Promise<void> {
  const top = await page.evaluate(
    (id) => document.getElementById(id)!.getBoundingClientRect().top + window.scrollY,
    id,
  );
  await scrollToY(page, top);
  await expect(page.locator(`#${id} [data-demo-loading]`)).toHaveCount(0, { timeout: 15_000 });
  await nextFrames(page);
}

interface Layout {
  /** Each box in the region: left, top, width and height from the region's corner (0.01 px). */
  boxes: string[];
  /** The boxes that reach past the region's own (0.5 px allowed), unless a box in it clips them. */
  outside: string[];
}

/** Every box in the region, from its corner; and those that reach past it. */
const regionLayout = (page: Page, id: string) =>
  page.evaluate((id): Layout => {
    const region = document.getElementById(id)!;
    const frame = region.getBoundingClientRect();
    const round = (value: number) => Math.round(value * 100) / 100;
    const boxes: string[] = [];
    const outside: string[] = [];
    for (const element of region.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const name = `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`;
      boxes.push(
        `${name} ${[box.left - frame.left, box.top - frame.top, box.width, box.height].map(round).join(' ')}`,
      );
      // Inside a box that clips its overflow (a progress bar's track), that box is what is checked.
      let clipped = false;
      for (let up = element.parentElement; up && up !== region; up = up.parentElement)
        if (getComputedStyle(up).overflow !== 'visible') clipped = true;
      if (
        !clipped &&
        box.width * box.height > 0 &&
        (box.left < frame.left - 0.5 ||
          box.top < frame.top - 0.5 ||
          box.right > frame.right + 0.5 ||
          box.bottom > frame.bottom + 0.5)
      )
        outside.push(name);
    }
    return { boxes, outside };
  }, id);

const setFullLayout = async (page: Page, full: boolean) => {
  await page.evaluate((full) => {
    if (full) document.documentElement.dataset.layout = 'full';
    else delete document.documentElement.dataset.layout;
  }, full);
  await nextFrames(page);
};

for (const path of ['/', '/micro-interactions', '/design-principles']) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`${path} at ${viewport.width} px: each region on screen lays out as on the fully laid-out page, all within it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await skipIntro(page);
      await page.goto(path);
      await hydrated(page);
      const regions = await skippingRegions(page);
      expect(regions.length).toBeGreaterThan(1);
      for (const id of regions) {
        await showRegion(page, id);
        const contained = await regionLayout(page, id);
        expect(contained.outside, `what reaches past #${id}`).toEqual([]);
        await setFullLayout(page, true);
        await showRegion(page, id);
        expect((await regionLayout(page, id)).boxes, `#${id}'s boxes`).toEqual(contained.boxes);
        await setFullLayout(page, false);
      }
    });
  }
}

// A contents link is a plain fragment link: the browser scrolls to a region whose neighbours above
// may still be skipped at their estimated height, then renders them. The region must end where
// its scroll margin puts it, and stay there.
for (const { path, nav, link, id } of [
  {
    path: '/design-principles',
    nav: 'Principles',
    link: 'Measure the work',
    id: 'measure-the-work',
  },
  {
    path: '/micro-interactions',
    nav: 'Micro-interactions',
    link: 'Pricing Calculator',
    id: 'pricing-calculator',
  },
]) {
  test(`${path} at 390 px: the contents link "${link}" brings its region to the top of the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await skipIntro(page);
    await page.goto(path);
    await hydrated(page);
    await page.getByRole('navigation', { name: nav }).getByRole('link', { name: link }).click();
    const top = () =>
      page.evaluate((id) => {
        const region = document.getElementById(id)!;
        const margin = parseFloat(getComputedStyle(region).scrollMarginTop);
        return Math.round(region.getBoundingClientRect().top - margin) || 0; // not -0
      }, id);
    await expect.poll(top).toBe(0);
    await nextFrames(page);
    await nextFrames(page);
    expect(await top()).toBe(0);
  });
}
