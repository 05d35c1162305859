// One thin driver interface over the three engines a visitor reads the site in, so that ONE
// suite (engines/*.spec.ts) runs as three Playwright projects. Playwright's own Firefox and WebKit
// builds cannot be downloaded here, and its BiDi Firefox (channel `moz-firefox`) needs commands
// Firefox ESR 153 lacks (`emulation.setMediaFeaturesOverride`), so each engine is driven by what
// works with Debian's stock browser (scripts/ensure-browser.ts installs them):
// - Chromium (`/usr/bin/chromium`): puppeteer-core over CDP;
// - Firefox ESR (`/usr/bin/firefox-esr`): puppeteer-core over WebDriver BiDi;
// - WebKitGTK (`WebKitWebDriver` + MiniBrowser): W3C WebDriver over HTTP, under Xvfb.
// Elements are found in the page by role and accessible name with Testing Library's own queries
// (its UMD build injected into the page), so every engine computes them with the same code; clicks,
// hovers and keys are the driver's native input, not synthetic DOM events.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import {
  FIREFOX_PATH,
  MINIBROWSER_PATH,
  WEBKIT_WEBDRIVER_PATH,
} from '../../../scripts/engine-paths';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** An element as a visitor names it: by role and accessible name, label or text, optionally inside another. */
export type Query = (
  | { role: string; name?: string | RegExp; level?: number }
  | { label: string | RegExp }
  | { text: string | RegExp }
  /** The innermost elements whose whole text (across child elements) is exactly this. */
  | { content: string }
) & { within?: Query };

/**
 * The visitor's system settings a browser is started with. The drivers share no emulation
 * command (Firefox ESR 153's BiDi lacks `emulation.setMediaFeaturesOverride`), so each engine is
 * launched with them: Chromium through CDP's media emulation, Firefox through its prefs, WebKitGTK
 * through GTK's own settings (no animations; the dark Adwaita theme).
 */
export interface Preferences {
  reducedMotion?: boolean;
  colorScheme?: 'dark';
}

export interface Viewport {
  width: number;
  height: number;
}

/** One tab of one engine, with a fresh profile (no storage shared with other tests). */
export interface Tab {
  readonly engine: EngineName;
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Runs `fn` in the page (it must be self-contained) and returns its JSON result. */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R>;
  /** How many elements match (Testing Library's rules: hidden elements do not match a role). */
  count(query: Query): Promise<number>;
  /** Runs `fn` on the one element matching `query` (null when none does yet). */
  on<R>(query: Query, fn: (element: Element) => R | Promise<R>): Promise<R | null>;
  /** A native click at the centre of the one matching element, once it exists and can be clicked. */
  click(query: Query): Promise<void>;
  /** Moves the native pointer over the centre of the one matching element. */
  hover(query: Query): Promise<void>;
  /** Types text with the native keyboard into whatever has focus. */
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void>;
  /** Runs a classic script's source in the current document (not subject to its CSP). */
  inject(source: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  newTab(baseURL: string, viewport: Viewport): Promise<Tab>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
const TESTING_LIBRARY = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);
/** axe-core as a script: injected the same way in every engine. */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const ACTION_TIMEOUT = 10_000;
/** What a query answers in a document that has no Testing Library yet. */
const INJECT = '__inject_testing_library__';

/** The JSON form of a query: regular expressions as { re, flags }. */
type Wire = Record<string, unknown>;
function toWire(query: Query): Wire {
  const wire: Wire = {};
  for (const [key, value] of Object.entries(query))
    wire[key] =
      value instanceof RegExp
        ? { re: value.source, flags: value.flags }
        : key === 'within'
          ? toWire(value as Query)
          : value;
  return wire;
}

export function describe(query: Query): string {
  const own = Object.entries(query)
    .filter(([key]) => key !== 'within')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
  return query.within ? `${describe(query.within)} > {${own}}` : `{${own}}`;
}

/**
 * In the page: the elements matching a wire query, or the string 'inject' when Testing Library
 * is not loaded in this document yet. Self-contained (it is sent to the page as source).
 */
function resolveInPage(wire: Wire): Element[] | 'inject' {
  type TL = {
    queryAllByRole(root: Element, role: string, options: object): Element[];
    queryAllByLabelText(root: Element, label: unknown): Element[];
    queryAllByText(root: Element, text: unknown): Element[];
  };
  const tl = (globalThis as { TestingLibraryDom?: TL }).TestingLibraryDom;
  if (!tl) return 'inject';
  const matcher = (value: unknown) => {
    const pattern = value as { re?: string; flags?: string } | null;
    return pattern && typeof pattern === 'object' && pattern.re !== undefined
      ? new RegExp(pattern.re, pattern.flags)
      : value;
  };
  const whole = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const find = (query: Wire): Element[] => {
    let roots: Element[] = [document.body];
    if (query.within) roots = find(query.within as Wire).slice(0, 1);
    return roots.flatMap((root) =>
      query.role
        ? tl.queryAllByRole(root, String(query.role), {
            ...(query.name !== undefined ? { name: matcher(query.name) } : {}),
            ...(query.level !== undefined ? { level: query.level } : {}),
          })
        : query.label !== undefined
          ? tl.queryAllByLabelText(root, matcher(query.label))
          : query.content !== undefined
            ? Array.from(root.querySelectorAll('*')).filter(
                (element) =>
                  whole(element) === query.content &&
                  !Array.from(element.children).some((child) => whole(child) === query.content),
              )
            : tl.queryAllByText(root, matcher(query.text)),
    );
  };
  return find(wire);
}

/** In the page: whether the element and the page stay put over two frames. */
function isSettled(element: Element): Promise<boolean> {
  const before = element.getBoundingClientRect();
  const scrolled = [window.scrollX, window.scrollY];
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const after = element.getBoundingClientRect();
        resolve(
          before.top === after.top &&
            before.left === after.left &&
            before.width === after.width &&
            before.height === after.height &&
            scrolled[0] === window.scrollX &&
            scrolled[1] === window.scrollY,
        );
      }),
    ),
  );
}

/** Source of an expression: `then` applied to what the query matches in the page (or 'inject'). */
function withFound(wire: Wire, then: string): string {
  return `(${then})((${resolveInPage.toString()})(${JSON.stringify(wire)}))`;
}

/** What every implementation shares: queries and waiting for an element to act on. */
abstract class BaseTab implements Tab {
  abstract readonly engine: EngineName;
  protected constructor(protected readonly baseURL: string) {}

  abstract goto(path: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract url(): Promise<string>;
  abstract setViewport(viewport: Viewport): Promise<void>;
  abstract evaluate<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<R>;
  abstract type(text: string): Promise<void>;
  abstract press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void>;
  abstract close(): Promise<void>;
  abstract inject(source: string): Promise<void>;
  /** Runs the resolver and acts on the single element found (one native action). */
  protected abstract act(wire: Wire, action: 'click' | 'hover'): Promise<'none' | 'many' | 'done'>;

  /**
   * Runs a query's source; when this document has no Testing Library yet (the source answers
   * INJECT), injects it and runs the source again: one round trip when it is there.
   */
  protected async query<R>(source: string): Promise<R> {
    const result = await this.run<R | typeof INJECT>(source);
    if (result !== INJECT) return result as R;
    await this.inject(TESTING_LIBRARY);
    return this.run<R>(source);
  }

  /** Evaluates an expression's source in the page (not subject to the page's CSP). */
  protected abstract run<R>(source: string): Promise<R>;

  async count(query: Query): Promise<number> {
    return this.query<number>(
      withFound(toWire(query), `(found) => (found === 'inject' ? '${INJECT}' : found.length)`),
    );
  }

  async on<R>(query: Query, fn: (element: Element) => R | Promise<R>): Promise<R | null> {
    return this.query<R | null>(
      withFound(
        toWire(query),
        `(found) => (found === 'inject' ? '${INJECT}' : found.length !== 1 ? null : (${fn.toString()})(found[0]))`,
      ),
    );
  }

  private async actWhenReady(query: Query, action: 'click' | 'hover'): Promise<void> {
    const deadline = Date.now() + ACTION_TIMEOUT;
    let last = 'no element';
    for (;;) {
      try {
        // Only a still element: a smooth scroll or a transition would move it under the pointer.
        if (!(await this.on(query, isSettled))) {
          last = 'no element, or it is moving';
          throw new Error(last);
        }
        const outcome = await this.act(toWire(query), action);
        if (outcome === 'done') return;
        last = outcome === 'many' ? 'more than one element' : 'no element';
      } catch (error) {
        // Not yet clickable (covered, moving, off screen): try again, as Playwright's actionability checks do.
        last = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: cannot ${action} ${describe(query)}: ${last}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  click(query: Query): Promise<void> {
    return this.actWhenReady(query, 'click');
  }

  hover(query: Query): Promise<void> {
    return this.actWhenReady(query, 'hover');
  }
}

// ---------------------------------------------------------------------------------------------
// Chromium and Firefox: puppeteer-core (CDP for Chromium, WebDriver BiDi for Firefox).

class PuppeteerTab extends BaseTab {
  constructor(
    readonly engine: EngineName,
    baseURL: string,
    private readonly page: Page,
    private readonly dispose: () => Promise<void>,
  ) {
    super(baseURL);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(new URL(path, this.baseURL).href, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  async url(): Promise<string> {
    return this.page.evaluate(() => location.href);
  }

  async setViewport({ width, height }: Viewport): Promise<void> {
    await this.page.setViewport({ width, height });
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return this.page.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<R>;
  }

  protected run<R>(source: string): Promise<R> {
    return this.page.evaluate(source) as Promise<R>;
  }

  async inject(source: string): Promise<void> {
    await this.page.evaluate(source);
  }

  protected async act(wire: Wire, action: 'click' | 'hover'): Promise<'none' | 'many' | 'done'> {
    const handle = await this.page.evaluateHandle(
      withFound(wire, `(found) => (found === 'inject' ? [] : found)`),
    );
    try {
      const length = (await handle.evaluate((list) => (list as Element[]).length)) as number;
      if (length === 0) return 'none';
      if (length > 1) return 'many';
      const element = (await handle.evaluateHandle(
        (list) => (list as Element[])[0],
      )) as ElementHandle<Element>;
      await (action === 'click' ? element.click() : element.hover());
      await element.dispose();
      return 'done';
    } finally {
      await handle.dispose();
    }
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void> {
    await this.page.keyboard.press(key);
  }

  close(): Promise<void> {
    return this.dispose();
  }
}

async function launchPuppeteer(
  name: 'chromium' | 'firefox',
  { reducedMotion, colorScheme }: Preferences,
): Promise<Engine> {
  const browser: Browser = await puppeteer.launch(
    name === 'chromium'
      ? { browser: 'chrome', executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true }
      : {
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          extraPrefsFirefox: {
            ...(reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {}),
            // 0: dark, 1: light, 2: the system's.
            ...(colorScheme === 'dark'
              ? { 'layout.css.prefers-color-scheme.content-override': 0 }
              : {}),
          },
        },
  );
  return {
    name,
    async newTab(baseURL, viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      if (name === 'chromium' && (reducedMotion || colorScheme))
        await page.emulateMediaFeatures([
          ...(reducedMotion ? [{ name: 'prefers-reduced-motion', value: 'reduce' }] : []),
          ...(colorScheme ? [{ name: 'prefers-color-scheme', value: colorScheme }] : []),
        ]);
      return new PuppeteerTab(name, baseURL, page, () => context.close());
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// WebKit: WebKitWebDriver (W3C WebDriver over HTTP) launching MiniBrowser, on an Xvfb display.

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/** Longer than any one command takes on a loaded machine (a session opens in under 1 s). */
const COMMAND_TIMEOUT = 30_000;
const KEYS = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' } as const;
/** The body of `POST /session`: MiniBrowser as the browser. */
export const NEW_SESSION = JSON.stringify({
  capabilities: {
    alwaysMatch: {
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        // Full screen: no toolbar, so a window of 360 px is a viewport of 360 px.
        args: ['--automation', '--full-screen'],
      },
    },
  },
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

class WebDriverTab extends BaseTab {
  readonly engine = 'webkit' as const;

  constructor(
    baseURL: string,
    private readonly endpoint: string,
  ) {
    super(baseURL);
  }

  private async command<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.endpoint}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A command that hangs names itself instead of running into the test's timeout.
      signal: AbortSignal.timeout(COMMAND_TIMEOUT),
    }).catch((error: Error) => {
      throw new Error(`webkit: WebDriver ${method} ${path}: ${error.message}`);
    });
    const { value } = (await response.json()) as {
      value: T & { error?: string; message?: string };
    };
    if (!response.ok) throw new Error(`WebDriver ${path}: ${value.error}: ${value.message}`);
    return value;
  }

  async goto(path: string): Promise<void> {
    await this.command('POST', '/url', { url: new URL(path, this.baseURL).href });
  }

  async reload(): Promise<void> {
    await this.command('POST', '/refresh', {});
  }

  url(): Promise<string> {
    return this.command<string>('GET', '/url');
  }

  async setViewport({ width, height }: Viewport): Promise<void> {
    // MiniBrowser runs full screen (no toolbar), so the window's size is the viewport's.
    await this.command('POST', '/window/rect', { width, height });
    // The page can see the new size a moment after the command returns (seen once in 17 runs
    // under load: 1280 px still): wait for its resize event, for at most 5 s.
    const inner = await this.evaluate(
      (wanted: number) =>
        new Promise<number[]>((resolve) => {
          const settle = () => {
            if (innerWidth !== wanted) return false;
            clearTimeout(timer);
            removeEventListener('resize', settle);
            resolve([innerWidth, innerHeight]);
            return true;
          };
          const timer = setTimeout(() => {
            removeEventListener('resize', settle);
            resolve([innerWidth, innerHeight]);
          }, 5_000);
          if (!settle()) addEventListener('resize', settle);
        }),
      width,
    );
    if (inner[0] !== width)
      throw new Error(`webkit: asked for a ${width} px wide viewport, got ${inner.join(' × ')}`);
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return this.command<R>('POST', '/execute/sync', {
      script: `return (${fn.toString()}).apply(null, arguments)`,
      args,
    });
  }

  protected run<R>(source: string): Promise<R> {
    return this.command<R>('POST', '/execute/sync', { script: `return ${source}`, args: [] });
  }

  async inject(source: string): Promise<void> {
    await this.command('POST', '/execute/sync', { script: source, args: [] });
  }

  protected async act(wire: Wire, action: 'click' | 'hover'): Promise<'none' | 'many' | 'done'> {
    const found = await this.run<Record<string, string>[] | 'inject'>(
      withFound(wire, `(found) => found`),
    );
    if (found === 'inject' || found.length === 0) return 'none';
    if (found.length > 1) return 'many';
    const id = found[0]![ELEMENT]!;
    if (action === 'click') {
      // WebKitWebDriver's own scroll into view finds no box for an element whose region the
      // browser skips while off screen (`content-visibility: auto`), so it never scrolls there and
      // reports the element not interactable. Scroll as its click would (the WebDriver spec's
      // `block: 'end'`), as a person scrolls to a control first; the region then renders.
      await this.command('POST', '/execute/sync', {
        script: `const box = arguments[0].getBoundingClientRect();
          if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
            arguments[0].scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });`,
        args: [found[0]],
      });
      await this.command('POST', `/element/${id}/click`, {});
    } else {
      await this.command('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [{ type: 'pointerMove', duration: 0, origin: { [ELEMENT]: id }, x: 0, y: 0 }],
          },
        ],
      });
    }
    return 'done';
  }

  private async keys(values: string[]): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: values.flatMap((value) => [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ]),
        },
      ],
    });
  }

  type(text: string): Promise<void> {
    return this.keys([...text]);
  }

  press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void> {
    return this.keys([KEYS[key]]);
  }

  async close(): Promise<void> {
    await this.command('DELETE', '');
  }
}

/** GTK's settings for MiniBrowser: WebKitGTK reads reduced motion from `gtk-enable-animations`. */
function gtkSettings({ reducedMotion }: Preferences): string | undefined {
  if (!reducedMotion) return undefined;
  const home = mkdtempSync(join(tmpdir(), 'engines-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  return home;
}

/**
 * An Xvfb server on a display it picked itself; resolves once it accepts connections.
 *
 * `-noreset` is what keeps a new MiniBrowser from ever failing to open the display (issue 31's
 * session hang). By default an X server resets when its last running client leaves, and the
 * reset closes every connection still in its handshake. A session's MiniBrowser and web process
 * leave the display tens of milliseconds after `DELETE /session` returns, while the next test's
 * MiniBrowser may already be connecting: it then read "cannot open display", exited, and
 * WebKitWebDriver 2.50 waited for it forever. Without the reset there is nothing to race.
 */
export function startXvfb({ reset = false } = {}): Promise<{
  display: string;
  pid: number;
  close: () => void;
}> {
  const server = spawn(
    'Xvfb',
    [
      '-displayfd',
      '3',
      // `reset: true` is only for tools/scripts/webkit-session-probe.ts, to show the hang it causes.
      ...(reset ? [] : ['-noreset']),
      '-screen',
      '0',
      '1600x1200x24',
      '-nolisten',
      'tcp',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  const close = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  return new Promise((resolve, reject) => {
    let written = '';
    const timer = setTimeout(() => {
      close();
      reject(new Error('Xvfb did not report a display within 20 s'));
    }, 20_000);
    server.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb: ${error.message}`));
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}) before it reported a display`));
    });
    (server.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      clearTimeout(timer);
      server.removeAllListeners('exit');
      resolve({ display: `:${written.trim()}`, pid: server.pid!, close });
    });
  });
}

async function launchWebKit(preferences: Preferences): Promise<Engine> {
  const port = await freePort();
  const configHome = gtkSettings(preferences);
  // One X display per driver, larger than any test viewport. Xvfb picks a free display number
  // itself and writes it to fd 3 once it accepts connections (`-displayfd`): `xvfb-run -a`
  // guessed the number from lock files and handed the browser an auth cookie, and under load
  // MiniBrowser then sometimes could not open the display and the session never answered.
  const xvfb = await startXvfb();
  const driver: ChildProcess = spawn(WEBKIT_WEBDRIVER_PATH, [`--port=${port}`], {
    detached: true,
    // Its stderr, which MiniBrowser inherits: the last lines go into a failed session's message.
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DISPLAY: xvfb.display,
      ...(configHome ? { XDG_CONFIG_HOME: configHome } : {}),
      // WebKitGTK's prefers-color-scheme follows the GTK theme's dark variant.
      ...(preferences.colorScheme === 'dark' ? { GTK_THEME: 'Adwaita:dark' } : {}),
    },
  });
  const said: string[] = [];
  driver.stderr!.on('data', (chunk: Buffer) => {
    said.push(...chunk.toString().split('\n').filter(Boolean));
    said.splice(0, said.length - 10);
  });
  const saying = () =>
    said.length ? ` (WebKitWebDriver and MiniBrowser said: ${said.join(' | ')})` : '';
  const root = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const status = (await (await fetch(`${root}/status`)).json()) as {
        value: { ready: boolean };
      };
      if (status.value.ready) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    name: 'webkit',
    async newTab(baseURL, viewport) {
      const response = await fetch(`${root}/session`, {
        method: 'POST',
        signal: AbortSignal.timeout(COMMAND_TIMEOUT),
        headers: { 'content-type': 'application/json' },
        body: NEW_SESSION,
      }).catch((error: Error) => {
        throw new Error(`webkit: WebDriver POST /session: ${error.message}${saying()}`);
      });
      const { value } = (await response.json()) as {
        value: { sessionId?: string; message?: string };
      };
      if (!value.sessionId) throw new Error(`webkit: no session: ${value.message}${saying()}`);
      const tab = new WebDriverTab(baseURL, `${root}/session/${value.sessionId}`);
      await tab.setViewport(viewport);
      return tab;
    },
    async close() {
      // The driver leads its own process group (MiniBrowser included): end it, then the display.
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      xvfb.close();
      if (configHome) rmSync(configHome, { recursive: true, force: true });
    },
  };
}

export function launchEngine(name: EngineName, preferences: Preferences = {}): Promise<Engine> {
  return name === 'webkit' ? launchWebKit(preferences) : launchPuppeteer(name, preferences);
}
