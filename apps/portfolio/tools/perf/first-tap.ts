// The first-tap probe: a page loaded as a phone meets it, with *applied* throttling (CDP: 150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU, a 412 px touch screen), not Lighthouse's
// simulation. Per load it reads the first contentful paint and the largest contentful paint, or
// taps a control the moment the first paint is reported and times its effect: a tap that does
// nothing is repeated every 100 ms and counted as lost. Used by `pnpm perf` (tools/perf/run.ts) and
// `pnpm perf:first-tap <dist A> <dist B>` (tools/perf/first-tap-ab.ts).
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { CPU_SLOWDOWN } from './cpu';

/** The applied profile (Lighthouse's mobile figures, applied instead of simulated). */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: CPU_SLOWDOWN,
  viewport: { width: 412, height: 823 },
} as const;
/** The gap between first paint and a tap's effect that a page may take (issue 30). */
export const READY_BUDGET_MS = 150;
/** How often a tap that did nothing is repeated, and how long the probe keeps trying. */
const RETAP_MS = 100;
const GIVE_UP_MS = 20_000;

/**
 * The controls every page has, found the way a person finds them (by their names); and, for the
 * reference pages, which have none, `anywhere`: a tap on the middle of the screen, answered when
 * its `click` is dispatched. That is how soon a page that does nothing of its own on a tap could
 * answer one at first paint, on this machine: the floor under the routes' figures.
 */
export type Control = 'theme' | 'menu' | 'anywhere';
export const CONTROLS: Control[] = ['theme', 'menu'];

/** One load's figures, in ms from navigation start. */
export interface PaintLoad {
  fcp: number;
  lcp: number;
  /** Where each control is, once the page has settled (the tap loads tap there blindly). */
  centres: Partial<Record<Control, Point | null>>;
}
type Point = { x: number; y: number };
export interface TapLoad {
  fcp: number;
  /** When the control's effect happened (the theme flipped, the menu dialog opened). */
  answered: number;
  /** Taps that had no effect before the one that did. */
  lost: number;
  /** When the first tap reached the page (the probe's own delay after the paint is reported). */
  firstTap: number;
}

interface TapState {
  fcp: number | null;
  lcp: number;
  taps: number[];
  effects: number[];
}
declare global {
  interface Window {
    __firstTap: TapState;
  }
}

/** Installed before any page script: paint timing, LCP, every touch and every control effect. */
function instrument(control: Control | null) {
  const state: TapState = { fcp: null, lcp: 0, taps: [], effects: [] };
  window.__firstTap = state;
  try {
    sessionStorage.setItem('prequoteShown', 'true'); // times the page, not the intro quote
  } catch {
    // Storage blocked: the intro shows, and the control waits under it.
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = Math.max(state.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let themeBefore: string | null = null;
  addEventListener(
    'pointerdown',
    (event) => {
      if (state.taps.length === 0)
        themeBefore = document.documentElement.getAttribute('data-theme');
      // When the press was made, not when a busy main thread got round to the event.
      state.taps.push(event.timeStamp);
    },
    true,
  );
  if (!control) return;
  if (control === 'anywhere') {
    addEventListener(
      'click',
      (event) => {
        event.preventDefault(); // a link under the finger stays put: the page is still measured
        if (state.taps.length > 0 && state.effects.length === 0)
          state.effects.push(performance.now());
      },
      true,
    );
    return;
  }
  new MutationObserver(() => {
    if (state.taps.length === 0) return;
    const effect =
      control === 'theme'
        ? document.documentElement.getAttribute('data-theme') !== themeBefore
        : document.querySelector('dialog[open]') !== null;
    if (effect && state.effects.length === 0) state.effects.push(performance.now());
  }).observe(document, { attributes: true, subtree: true, childList: true });
}

/** Where a person would tap the control, once it is in the page (null before). */
function controlCentre(control: Control): Point | null {
  if (control === 'anywhere') return { x: innerWidth / 2, y: innerHeight / 2 };
  const buttons = [...document.querySelectorAll('button')];
  const button = buttons.find((candidate) =>
    control === 'theme'
      ? /^Switch to (light|dark) theme$/.test(candidate.getAttribute('aria-label') ?? '')
      : candidate.textContent?.trim() === 'Menu',
  );
  const box = button?.getBoundingClientRect();
  if (!box || box.width === 0) return null;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How the probe presses: `press` (the default) sends the press and its release as input events
 * that Chromium routes to the page at once, as it does a finger's touch; `touch`
 * (FIRST_TAP_INPUT=touch) sends DevTools touch events instead, which Chromium holds until the
 * page has presented its next frame ("We make sure the compositor is up to date before sending a
 * touch event", content/browser/devtools/protocol/input_handler.cc, InputHandler::DispatchTouchEvent;
 * mouse events other than the wheel are not held). A finger's touch is not held so. In a page's
 * first second on this machine the hold was up to ~200 ms of a tap's figure, and 18–112 ms of each
 * row's median (docs/measurements.md, "Issue 30, thirteenth pass"). Kept to compare with earlier
 * runs.
 */
export const FIRST_TAP_INPUT: 'press' | 'touch' =
  process.env.FIRST_TAP_INPUT === 'touch' ? 'touch' : 'press';
if (process.env.FIRST_TAP_INPUT && !['press', 'touch'].includes(process.env.FIRST_TAP_INPUT))
  throw new Error(`FIRST_TAP_INPUT must be press or touch, not "${process.env.FIRST_TAP_INPUT}"`);

/** One press at `at`, released at once, by FIRST_TAP_INPUT's means. */
async function press(page: Page, cdp: CDPSession, at: Point) {
  if (FIRST_TAP_INPUT === 'touch') return page.touchscreen.tap(at.x, at.y);
  const event = { x: at.x, y: at.y, button: 'left' as const, clickCount: 1 };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', buttons: 1, ...event });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', buttons: 0, ...event });
}

async function throttledPage(browser: Browser, control: Control | null) {
  const context = await browser.newContext({
    viewport: THROTTLING.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  await context.addInitScript(instrument, control);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return { context, page, cdp };
}

const readState = (page: Page) => page.evaluate(() => window.__firstTap);

/**
 * One load without input: its FCP, its LCP once the network has been quiet for 500 ms, and where
 * each of `controls` is.
 */
export async function paintLoad(
  browser: Browser,
  url: string,
  controls: Control[] = CONTROLS,
): Promise<PaintLoad> {
  const { context, page } = await throttledPage(browser, null);
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // A page that paints only once its script has run (the bare React reference) can still be
    // evaluating it at 4× CPU when the network has been quiet for 500 ms: its FCP read then was
    // missing in two of three `pnpm perf` runs on a slow machine.
    await page.waitForFunction(() => window.__firstTap.fcp !== null, null, { timeout: 30_000 });
    const state = await readState(page);
    const centres: PaintLoad['centres'] = {};
    for (const control of controls) centres[control] = await page.evaluate(controlCentre, control);
    return { fcp: state.fcp ?? NaN, lcp: state.lcp || (state.fcp ?? NaN), centres };
  } finally {
    await context.close();
  }
}

/**
 * One load with a tap on `control` the moment the browser reports the first contentful paint
 * (CDP's lifecycle event, so the probe waits on no page script), at `centre` when known (where
 * the control was in a settled load of the same page), repeated every 100 ms until it works.
 */
export async function tapLoad(
  browser: Browser,
  url: string,
  control: Control,
  centre: Point | null = null,
): Promise<TapLoad> {
  const { context, page, cdp } = await throttledPage(browser, control);
  try {
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => {
        if (event.name === 'firstContentfulPaint') resolve();
      }),
    );
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await painted;
    if (centre) await press(page, cdp, centre);
    const started = Date.now();
    for (;;) {
      const state = await readState(page);
      if (state.fcp === null) {
        await pause(10); // the paint entry reaches the page's observer a task later
        continue;
      }
      if (state.effects.length > 0) {
        const answered = state.effects[0]!;
        const lost = state.taps.filter((tap) => tap < answered).length - 1;
        return { fcp: state.fcp!, answered, lost: Math.max(0, lost), firstTap: state.taps[0]! };
      }
      if (Date.now() - started > GIVE_UP_MS)
        return {
          fcp: state.fcp!,
          answered: NaN,
          lost: state.taps.length,
          firstTap: state.taps[0] ?? NaN,
        };
      await pause(RETAP_MS);
      if ((await readState(page)).effects.length > 0) continue;
      const at = centre ?? (await page.evaluate(controlCentre, control));
      if (at) await press(page, cdp, at);
    }
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};

/** A route's row: median FCP and LCP, and per control the median answer, gap and taps lost. */
export interface FirstTapRow {
  page: string;
  fcp: number;
  lcp: number;
  /**
   * Per control (medians): first paint, when the tap was answered, the gap between the two (the
   * issue's figure, which includes the probe's own delay in tapping), the page's own latency from
   * the tap to its effect, and the taps lost over all loads. `ready` − FCP = latency: when a tap
   * at first paint has its effect.
   */
  taps: {
    control: Control;
    fcp: number;
    answered: number;
    gap: number;
    latency: number;
    lost: number;
  }[];
}

/** Median figures of `loads` loads of `url`: paint loads, then tap loads per control. */
export async function measureFirstTap(
  browser: Browser,
  page: string,
  url: string,
  { loads, controls }: { loads: number; controls: Control[] },
): Promise<FirstTapRow> {
  const paints: PaintLoad[] = [];
  for (let i = 0; i < loads; i += 1) paints.push(await paintLoad(browser, url, controls));
  const taps: FirstTapRow['taps'] = [];
  for (const control of controls) {
    const runs: TapLoad[] = [];
    const centre = paints.map((load) => load.centres[control]).find(Boolean) ?? null;
    for (let i = 0; i < loads; i += 1) runs.push(await tapLoad(browser, url, control, centre));
    const fcp = median(runs.map((run) => run.fcp));
    const answered = median(runs.map((run) => run.answered));
    taps.push({
      control,
      fcp,
      answered,
      gap: median(runs.map((run) => run.answered - run.fcp)),
      latency: median(runs.map((run) => run.answered - Math.max(run.fcp, run.firstTap))),
      lost: runs.reduce((sum, run) => sum + run.lost, 0),
    });
  }
  return {
    page,
    fcp: median(paints.map((load) => load.fcp)),
    lcp: median(paints.map((load) => load.lcp)),
    taps,
  };
}

export const launchProbeBrowser = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
