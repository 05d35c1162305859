// `pnpm perf:floor [<dist>]`: what a theme switch costs this machine with none of our script in it.
// Event Timing worst of one mouse press, 1280 × 800, at the probe's CPU factor (PERF_CPU_SLOWDOWN),
// rounds alternating, in four pages:
// - the static reference page, a vanilla listener flipping a class that changes nothing on screen;
// - the same page, the class turning every pixel another colour (a whole-screen switch);
// - home's prerendered HTML with every script taken out, and the same attribute writes as the
//   toggle's switch made by a plain listener (src/layout/themeSwitch.ts: `data-theme`,
//   `color-scheme`, the hold on the colour fades, the hero's art a frame later);
// - home as shipped, hydrated: the theme toggle.
// Each page is pressed once it is loaded and has been still for a second and a half (after the
// press a word of the typewriter may be typed or deleted, as for a visitor). Diagnosis, not a
// budget: the floor of the machine and of the page's own pixels, beside which the interaction
// probe's theme toggle reads (docs/measurements.md, issue 30's fourteenth pass). Env: N rounds (7).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import { serveDist } from '../prerender/serve-dist';
import { CPU_SLOWDOWN } from './cpu';
import { median } from './first-tap';
import {
  DURATION_THRESHOLD,
  observeEvents,
  removeDriverListeners,
  showWorst as show,
} from './inp-probe';

const here = dirname(fileURLToPath(import.meta.url));
const dist = resolve(process.argv[2] ?? join(here, '../../dist'));
const rounds = Number(process.env.N ?? 7);
const VIEWPORT = { width: 1280, height: 800 };
/** How long a loaded page is left still before the press (ms). */
const STILL_MS = 1_500;

const ROWS = [
  'reference: a class that changes nothing',
  'reference: every pixel another colour',
  'home, no script: the same writes as the switch',
  'home as shipped: the theme toggle',
] as const;
type Row = (typeof ROWS)[number];

/** A plain listener making the switch's attribute writes (src/layout/themeSwitch.ts), no more. */
const PLAIN_SWITCH = `(() => {
  const button = document.querySelector('button[aria-label^="Switch to"]');
  button.addEventListener('click', () => {
    const root = document.documentElement;
    root.setAttribute('data-theme-switching', '');
    root.setAttribute('data-theme-flipping', '');
    const next = root.getAttribute('data-theme') === 'light' ? 'dark' : 'light';
    root.setAttribute('data-theme', next);
    root.style.colorScheme = next;
    requestAnimationFrame(() => setTimeout(() => {
      root.removeAttribute('data-theme-flipping');
      root.removeAttribute('data-theme-switching');
    }, 0));
  });
})()`;

/** The reference page with a "Flip" button; `colours` makes the flip turn every pixel. */
const referenceFlip = (colours: boolean) => `(() => {
  const style = document.createElement('style');
  style.textContent = ${JSON.stringify(colours ? 'html.flip{background:#fafaf7;color:#111} html.flip p{color:#333}' : '')};
  document.head.append(style);
  const button = document.createElement('button');
  button.textContent = 'Flip';
  button.setAttribute('aria-label', 'Switch to flip');
  button.addEventListener('click', () => document.documentElement.classList.toggle('flip'));
  document.body.prepend(button);
})()`;

async function pressOnce(browser: Browser, row: Row, siteUrl: string, referenceUrl: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('prequoteShown', 'true');
      } catch {
        // Storage blocked: the intro would show first.
      }
    });
    await context.addInitScript(observeEvents, DURATION_THRESHOLD);
    const home = row.startsWith('home');
    if (row === 'home, no script: the same writes as the switch')
      await context.route(/\/$/, async (route) => {
        const response = await route.fetch();
        const html = (await response.text())
          .replace(/<script\b[\s\S]*?<\/script>/g, '')
          .replace(/<link rel="modulepreload"[^>]*>/g, '');
        await route.fulfill({ response, body: html });
      });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(home ? `${siteUrl}/` : referenceUrl);
    await page.waitForLoadState('networkidle');
    if (row === 'home as shipped: the theme toggle')
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    else if (home) await page.evaluate(PLAIN_SWITCH);
    else await page.evaluate(referenceFlip(row === 'reference: every pixel another colour'));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.waitForTimeout(STILL_MS);
    // Playwright's listeners for every pointer event (put in the page by waitForFunction) come
    // off, and the box is read by a plain evaluate, which adds none.
    await removeDriverListeners(page);
    const box = await page.evaluate(() => {
      const rect = document
        .querySelector('button[aria-label^="Switch to"]')
        ?.getBoundingClientRect();
      return rect && { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
    });
    if (!box) throw new Error(`${row}: no button to press`);
    /** What the press flips: home's theme, or the reference page's class. */
    const state = () =>
      page.evaluate(
        () => `${document.documentElement.dataset.theme} ${document.documentElement.className}`,
      );
    const before = await state();
    await page.mouse.click(box.x, box.y);
    // The entry comes with the observer's callback after the frame that ends it, which on a busy
    // pipeline is several frames later; a press under the 16 ms threshold reports none.
    await page
      .waitForFunction(() => window.__probeEvents.length > 0, null, {
        timeout: 1_000,
      })
      .catch(() => undefined);
    if ((await state()) === before) throw new Error(`${row}: the press changed nothing`);
    return await page.evaluate(() =>
      Math.max(0, ...window.__probeEvents.map((event) => event.duration)),
    );
  } finally {
    await context.close();
  }
}

const site = await serveDist({ root: dist, hostConfig: null });
const reference = await serveDist({ root: join(here, 'reference-static'), hostConfig: null });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const figures = new Map<Row, number[]>(ROWS.map((row) => [row, []]));
try {
  for (let round = 0; round < rounds; round += 1)
    for (const row of round % 2 ? [...ROWS].reverse() : ROWS)
      figures.get(row)!.push(await pressOnce(browser, row, site.url, `${reference.url}/`));
} finally {
  await browser.close();
  site.server.close();
  reference.server.close();
}

console.log(
  `\nA theme switch's floor at ${CPU_SLOWDOWN}× CPU, 1280 × 800, ${rounds} rounds: Event Timing worst` +
    ` of one press (ms), median / worst, and every round\nsite = ${dist}`,
);
console.table(
  ROWS.map((row) => {
    const values = figures.get(row)!;
    return {
      page: row,
      'median / worst': `${show(median(values))} / ${show(Math.max(...values))}`,
      rounds: values.map(show).join(' '),
    };
  }),
);
