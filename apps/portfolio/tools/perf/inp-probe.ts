// The interaction probe of `pnpm perf`: each interaction a visitor makes on the home page, in
// Debian Chromium at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate), measured by Event
// Timing (PerformanceObserver type 'event', durationThreshold 16). An interaction is every entry
// sharing an interactionId; the worst entry of all the interactions a step makes is its figure
// (typing a word is several interactions: its worst keystroke counts, as INP would). A desktop's
// presses and keys at 1280 px, and a phone's finger taps at 390 px (touch events: what a tap
// costs after `touchend`, which a mouse press at a phone's width did not show), each beside the
// same input on a vanilla button of the static page.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { CPU_SLOWDOWN } from './cpu';

/** How long a finger rests on the glass in the probe's taps (ms): a quick tap is 50–100 ms. */
export const FINGER_HOLD_MS = 80;
/** Event Timing reports nothing shorter than this (ms); such an interaction prints as "< 16". */
export const DURATION_THRESHOLD = 16;
/** A worst duration as the probes print it: 0 (no entry reached the threshold) as "< 16". */
export const showWorst = (ms: number) =>
  ms === 0 ? `< ${DURATION_THRESHOLD}` : String(Math.round(ms));

/** One Event Timing entry of an interaction, as the page records it. */
interface ProbeEvent {
  name: string;
  id: number;
  duration: number;
  /** Input delay: from the input until its handlers start (ms). */
  delay: number;
  /** The handlers' run (ms). */
  processing: number;
}
declare global {
  interface Window {
    __probeEvents: ProbeEvent[];
  }
}

/** The worst Event Timing entry of a step, split into its phases (ms). */
export interface WorstEntry {
  /** The event type (pointerdown, click, keydown…). */
  name: string;
  duration: number;
  delay: number;
  processing: number;
  /** From the handlers' end to the next paint: style, layout, paint and the frame's wait. */
  presentation: number;
}

/** One measured interaction: its worst Event Timing duration, in ms. */
export interface InteractionResult {
  interaction: string;
  /** How it was made: a mouse press or key (1280 px) or a finger's tap (390 px, touch events). */
  input: 'mouse' | 'touch';
  worst: number;
  /** The entry that set `worst` (undefined when every entry was under the threshold). */
  entry?: WorstEntry;
}

/** Installed before any page script: collects every Event Timing entry with an interaction id. */
export function observeEvents(threshold: number) {
  window.__probeEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        window.__probeEvents.push({
          name: entry.name,
          id: entry.interactionId,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
        });
    // durationThreshold (Event Timing) is missing from TypeScript's PerformanceObserverInit.
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit);
}

/** Waits until the page has painted twice (Event Timing entries are queued after the next paint). */
const afterPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );

/** One DevTools session per probed page. */
const sessions = new WeakMap<Page, CDPSession>();

/** The page's DevTools session (its CPU throttling, the taps, the listeners' removal). */
async function sessionOf(page: Page): Promise<CDPSession> {
  const cdp = sessions.get(page) ?? (await page.context().newCDPSession(page));
  sessions.set(page, cdp);
  return cdp;
}

/**
 * Takes Playwright's own listeners off the page and returns how many it took. Playwright's script
 * in the page (created by the first locator or `waitForFunction`) listens on `window` (capture,
 * not passive) for every pointer, mouse, touch and click event, for the hit-target checks of its
 * `click()`, which the probe does not use. Each of them ran on every event of a press: up to
 * 2.4 ms at 4× CPU on a page's first press in the traces, input delay no visitor has, and its
 * `touchstart` is not passive. They are found by the script that added Playwright's
 * `__playwright_global_listeners_check__` listener, and removed in their own world.
 */
export async function removeDriverListeners(page: Page): Promise<number> {
  const cdp = await sessionOf(page);
  const objectGroup = 'probe-listeners';
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window', objectGroup });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId!,
  });
  const driver = listeners.find(
    (listener) => listener.type === '__playwright_global_listeners_check__',
  )?.scriptId;
  let removed = 0;
  for (const listener of listeners)
    if (driver && listener.scriptId === driver && listener.handler?.objectId) {
      await cdp.send('Runtime.callFunctionOn', {
        objectId: listener.handler.objectId,
        functionDeclaration:
          'function (type, capture) { window.removeEventListener(type, this, capture); }',
        arguments: [{ value: listener.type }, { value: listener.useCapture }],
      });
      removed += 1;
    }
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup });
  return removed;
}

/** Runs one step and returns the worst Event Timing entry it caused (undefined when all were < threshold). */
async function measure(page: Page, step: () => Promise<unknown>): Promise<WorstEntry | undefined> {
  // Locators used since the last step may have created Playwright's script in the page.
  await removeDriverListeners(page);
  await afterPaint(page);
  await page.evaluate(() => {
    window.__probeEvents.length = 0;
  });
  await step();
  // Entries arrive with the observer's next callback after the paint that ended them.
  await afterPaint(page);
  await afterPaint(page);
  const events = await page.evaluate(() => window.__probeEvents.slice());
  const worst = events.reduce<ProbeEvent | undefined>(
    (found, event) => (!found || event.duration > found.duration ? event : found),
    undefined,
  );
  return (
    worst && {
      name: worst.name,
      duration: worst.duration,
      delay: worst.delay,
      processing: worst.processing,
      presentation: worst.duration - worst.delay - worst.processing,
    }
  );
}

async function slowPage(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({
    viewport,
    ...(viewport.width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  // A visitor who has already seen the intro quote in this tab (the probe times the page, not the quote).
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('prequoteShown', 'true');
    } catch {
      // Storage blocked: the intro would show, and the probe waits for it.
    }
  });
  await context.addInitScript(observeEvents, DURATION_THRESHOLD);
  const page = await context.newPage();
  await (await sessionOf(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Playwright's listeners in the page come off before each measured step (measure).
  return { context, page };
}

/**
 * Where a press lands: the control's centre, in view. Found before the step is measured, so the
 * step is the press alone.
 */
async function pressPoint(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box to press`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Waits until React has hydrated the page and run its effects (src/routes/PageReady.tsx). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/** The home page at a viewport width, hydrated, at the probe's CPU slowdown (tools/perf/cpu.ts). */
async function slowHome(browser: Browser, siteUrl: string, width: number, height: number) {
  const opened = await slowPage(browser, `${siteUrl}/`, { width, height });
  await hydrated(opened.page);
  return opened;
}

/** Diagnosis only (`pnpm perf:inp` with TRACE_DIR): a Chromium trace of every step, in this folder. */
export interface ProbeTracing {
  traceDir: string;
  /** Put before each trace's file name (`<prefix><interaction>.json`). */
  tracePrefix?: string;
}

/**
 * The probe: [{ interaction, worst }] in ms. `referenceUrl` is the static reference page, where a
 * vanilla click flipping a class on <html> is measured the same way (the floor of this machine).
 * With `tracing`, each step is recorded in a trace too (which slows it: never for the budget).
 */
export async function probeInteractions(
  siteUrl: string,
  referenceUrl: string,
  tracing?: ProbeTracing,
): Promise<InteractionResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: InteractionResult[] = [];
  const record = async (
    interaction: string,
    page: Page,
    step: () => Promise<unknown>,
    input: InteractionResult['input'] = 'mouse',
  ) => {
    const push = (entry: WorstEntry | undefined) =>
      results.push({
        interaction,
        input,
        worst: entry?.duration ?? 0,
        ...(entry ? { entry } : {}),
      });
    if (!tracing) return push(await measure(page, step));
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'disabled-by-default-devtools.timeline',
      ],
    });
    const entry = await measure(page, step);
    const trace = await browser.stopTracing();
    mkdirSync(tracing.traceDir, { recursive: true });
    const file = `${tracing.tracePrefix ?? ''}${interaction.replace(/[^\w ()-]+/g, '_')}.json`;
    writeFileSync(join(tracing.traceDir, file), trace);
    return push(entry);
  };
  /**
   * Records a press as a finger or a mouse makes it: the pointer arrives on the control's centre
   * (found before the step, so the step is the press alone) and presses at once (a tap brings its
   * `pointerover` with its `pointerdown`). The same input Playwright's `click()` sends, without
   * that method's hit-target check, which needs Playwright's listeners in the page
   * (removeDriverListeners takes them off): no visitor has them.
   */
  const recordPress = async (interaction: string, control: Locator) => {
    const page = control.page();
    const { x, y } = await pressPoint(control);
    await record(interaction, page, () => page.mouse.click(x, y));
  };
  /**
   * Records a finger's tap on the control's centre, as a phone sends it: a touch held
   * FINGER_HOLD_MS, then lifted (touch events through DevTools; the browser makes the pointer
   * events, the compatibility mouse events and the click).
   */
  const recordTap = async (interaction: string, control: Locator) => {
    const page = control.page();
    const { x, y } = await pressPoint(control);
    const cdp = await sessionOf(page);
    await record(
      interaction,
      page,
      async () => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        // The finger's own time on the glass (an input, not a wait for the page).
        await new Promise((resolve) => setTimeout(resolve, FINGER_HOLD_MS));
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      },
      'touch',
    );
  };
  try {
    {
      // The floor of each input on this machine: a mouse's click at 1280 px, a finger's tap at 390.
      for (const input of ['mouse', 'touch'] as const) {
        const { context, page } = await slowPage(
          browser,
          referenceUrl,
          input === 'mouse' ? { width: 1280, height: 800 } : { width: 390, height: 844 },
        );
        await page.evaluate(() => {
          const button = document.createElement('button');
          button.textContent = 'Flip';
          button.addEventListener('click', () => document.documentElement.classList.toggle('flip'));
          document.body.prepend(button);
        });
        const flip = page.getByRole('button', { name: 'Flip' });
        if (input === 'mouse')
          await recordPress('reference: vanilla click flipping a class on <html>', flip);
        else await recordTap('reference: vanilla tap flipping a class on <html> (390 px)', flip);
        await context.close();
      }
    }
    {
      const { context, page } = await slowHome(browser, siteUrl, 1280, 800);
      await recordPress(
        'theme toggle',
        page.getByRole('button', { name: 'Switch to light theme' }),
      );
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
      await page.locator('#playground').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Start Process' }).waitFor({ timeout: 20_000 });
      await page.locator('[data-demo-loading]').first().waitFor({ state: 'detached' });
      await recordPress('Start Process', page.getByRole('button', { name: 'Start Process' }));
      await recordPress('pricing add-on switch', page.getByRole('switch', { name: 'API Access' }));
      await page.getByRole('switch', { name: 'API Access', checked: true }).waitFor();
      await recordPress('plan pick', page.getByRole('radio', { name: 'Professional' }));
      await page.getByRole('radio', { name: 'Professional', checked: true }).waitFor();
      const slider = page.getByRole('slider', { name: 'Team size' });
      await slider.focus();
      await record('slider arrow key', page, () => page.keyboard.press('ArrowRight'));
      await recordPress('Annual', page.getByRole('radio', { name: 'Annual' }));
      await page.getByRole('radio', { name: 'Annual', checked: true }).waitFor();
      // The demo's field (the password modal waits in the page, hidden, with a field of that name).
      const password = page.locator('#playground').getByLabel('Password', { exact: true });
      await password.scrollIntoViewIfNeeded();
      await record('typing in the password demo', page, () =>
        password.pressSequentially('Tr0ub4dor&3'),
      );
      await recordPress(
        'opening the password modal',
        page.locator('#project-climatix-ic').getByRole('button', { name: /Case study/ }),
      );
      await page.getByRole('dialog', { name: /Climatix IC/ }).waitFor();
      await context.close();
    }
    {
      // A phone: a finger's taps (a phone has no pointer to rest on a control first), each on a
      // page of its own (the theme's switch leaves its icon turning for a while after).
      for (const [interaction, control, opened] of [
        [
          "theme toggle (390 px, a finger's tap)",
          (page: Page) => page.getByRole('button', { name: 'Switch to light theme' }),
          (page: Page) => page.getByRole('button', { name: 'Switch to dark theme' }),
        ],
        [
          "opening the mobile menu (390 px, a finger's tap)",
          (page: Page) => page.getByRole('button', { name: 'Menu' }),
          (page: Page) => page.getByRole('dialog', { name: 'Menu' }),
        ],
      ] as const) {
        const { context, page } = await slowHome(browser, siteUrl, 390, 844);
        await recordTap(interaction, control(page));
        await opened(page).waitFor();
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
