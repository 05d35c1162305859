// The package's stories' play functions in every engine: each story of the static Storybook
// (storybook-static/, built by `pnpm storybook:check`), selected in one preview per worker through
// Storybook's own channel as its manager does, passes when the preview reports it finished
// without an error. (Chromium also runs every story with axe and screenshots through
// @storybook/addon-vitest: vitest.storybook.config.ts.)
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { serveDist } from '../tools/prerender/serve-dist';
import { axeViolations, expect, mediaPreferences, test as base } from './fixtures';
import type { EngineName, Tab } from './drivers';

const STATIC = fileURLToPath(new URL('../../../storybook-static/', import.meta.url));
if (!existsSync(`${STATIC}index.json`))
  throw new Error(
    `${STATIC}index.json is missing: build the static Storybook first (pnpm storybook:check)`,
  );
const index = JSON.parse(readFileSync(`${STATIC}index.json`, 'utf8')) as {
  entries: Record<string, { id: string; type: string; title: string; name: string }>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * Known engine differences (docs/decisions.md, "Every engine"): the layout facts
 * (`@portfolio/interactions/layout`) are measured in Chromium, and these first-state heights come
 * out differently in Firefox ESR 153 or WebKitGTK 2.50. Each is asserted as it is, so a fix (or a
 * new difference) shows up here and the list is kept true.
 */
const KNOWN_DIFFERENCES: Partial<Record<EngineName, Record<string, string>>> = {
  firefox: {
    // 1160.5 px instead of 1145 at the 284 px card.
    'layout-first-state-heights--pricing-calculator-wide':
      'expected [ Array(4) ] to deeply equal [ [ 284, 1145 ], [ 513, 1145 ], …(2) ]',
  },
  webkit: {
    'layout-first-state-heights--smart-form-validation-wide': 'expected 414 to be greater than 414',
    'layout-first-state-heights--progress-indicator-wide':
      'expected [ [ 290, 543 ], [ 513, 543 ], …(2) ] to deeply equal [ [ 290, 540 ], [ 513, 540 ], …(2) ]',
    'layout-first-state-heights--pricing-calculator-narrow':
      'expected [ [ 284, 1085 ], [ 400, 1085 ], …(1) ] to deeply equal [ [ 284, 1121 ], [ 400, 1121 ], …(1) ]',
    'layout-first-state-heights--pricing-calculator-wide':
      'expected [ [ 284, 1130 ], [ 513, 1130 ], …(2) ] to deeply equal [ [ 284, 1145 ], [ 513, 1145 ], …(2) ]',
  },
};

/**
 * The stories that show the headless hooks with markup of their own. Unstyled native buttons there
 * once fell below axe's contrast minimum in WebKitGTK (painted with the GTK theme); styled with the
 * package's recipes they pass everywhere, so axe runs on them in every engine and expects nothing
 * (an engine listed here would be expected to fail contrast). Elsewhere axe is Chromium's
 * (addon-vitest).
 */
const NATIVE_BUTTON_STORIES: Record<string, string[]> = {
  'components-smart-form-validation--inside-your-form': [],
  'components-progress-indicator--headless': [],
  'components-pricing-calculator--headless': [],
};

/** Storybook's own test viewport (addon-vitest's default), as in vitest.storybook.config.ts. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };

interface Outcome {
  status: string;
  errors: string[];
}

/** In the preview: records what the channel says about each story, then selects one. */
function selectStory(storyId: string): void {
  type Channel = {
    on(event: string, listener: (payload: Record<string, unknown>) => void): void;
    emit(event: string, payload: unknown): void;
  };
  const w = window as unknown as {
    __STORYBOOK_ADDONS_CHANNEL__: Channel;
    e2eStories?: Record<string, { status: string; errors: string[] }>;
    e2eCurrent?: string;
  };
  const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
  if (!w.e2eStories) {
    const outcomes: Record<string, { status: string; errors: string[] }> = {};
    w.e2eStories = outcomes;
    const entry = (id: unknown) =>
      (outcomes[String(id ?? w.e2eCurrent)] ??= { status: 'running', errors: [] });
    const error = (payload: Record<string, unknown>) =>
      entry(w.e2eCurrent).errors.push(
        String(payload.message ?? payload.title ?? JSON.stringify(payload)),
      );
    channel.on('playFunctionThrewException', error);
    channel.on('storyThrewException', error);
    channel.on('storyErrored', error);
    channel.on('storyMissing', () => entry(w.e2eCurrent).errors.push('story missing'));
    channel.on('storyFinished', (payload) => {
      const outcome = entry(payload.storyId);
      outcome.status = String(payload.status);
      // What a reporter (e.g. addon-a11y's axe run) found, by reporter.
      for (const report of (payload.reporters ?? []) as {
        type: string;
        status: string;
        result?: { violations?: { id: string; nodes: { target: string[] }[] }[] };
      }[])
        if (report.status !== 'passed')
          outcome.errors.push(
            `${report.type} ${report.status}: ${(report.result?.violations ?? [])
              .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
              .join('; ')}`,
          );
    });
  }
  w.e2eCurrent = storyId;
  w.e2eStories[storyId] = { status: 'running', errors: [] };
  channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
}

/**
 * In the preview: the viewport a story asks for through the viewport addon's global
 * (`globals.viewport.value`, one of `parameters.viewport.options`), as addon-vitest sizes its
 * browser for it; null for the default. Storybook's manager would size the preview's frame.
 */
async function storyViewport(storyId: string): Promise<{ width: number; height: number } | null> {
  type Story = {
    storyGlobals?: { viewport?: { value?: string } };
    parameters?: {
      viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> };
    };
  };
  const preview = (
    window as unknown as {
      __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory(a: object): Promise<Story> } };
    }
  ).__STORYBOOK_PREVIEW__;
  const story = await preview.storyStoreValue.loadStory({ storyId });
  const value = story.storyGlobals?.viewport?.value;
  const styles = value ? story.parameters?.viewport?.options?.[value]?.styles : undefined;
  return styles?.width && styles.height
    ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) }
    : null;
}

const test = base.extend<
  object,
  { storybook: Tab; storybookServer: { server: Server; url: string } }
>({
  storybookServer: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const served = await serveDist({ root: STATIC, hostConfig: null, compress: false });
      await use(served);
      served.server.close();
    },
    { scope: 'worker' },
  ],
  storybook: [
    async ({ engine, storybookServer }, use) => {
      const tab = await engine.newTab(storybookServer.url, DEFAULT_VIEWPORT);
      await tab.goto('/iframe.html?viewMode=story');
      await expect
        .poll(
          () =>
            tab.evaluate(
              () =>
                !!(window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: object } })
                  .__STORYBOOK_PREVIEW__?.storyStoreValue &&
                '__STORYBOOK_ADDONS_CHANNEL__' in window,
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
      // Only the play functions here: axe runs on every story in Chromium (addon-vitest), and
      // WebKitGTK's own look for unstyled native buttons fails contrast (docs/decisions.md).
      await tab.evaluate(() =>
        (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: unknown): void };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', {
          globals: { a11y: { manual: true } },
        }),
      );
      await use(tab);
      await tab.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

for (const story of stories)
  test(`story ${story.title} › ${story.name}: the play function passes`, async ({
    storybook,
    engineName,
  }) => {
    await storybook.setViewport(
      (await storybook.evaluate(storyViewport, story.id)) ?? DEFAULT_VIEWPORT,
    );
    await storybook.evaluate(selectStory, story.id);
    const outcome = () =>
      storybook.evaluate(
        (id: string) =>
          (window as unknown as { e2eStories: Record<string, Outcome> }).e2eStories[id] ?? null,
        story.id,
      );
    await expect
      .poll(async () => (await outcome())?.status, { timeout: 20_000 })
      .not.toBe('running');
    const known = KNOWN_DIFFERENCES[engineName]?.[story.id];
    expect(await outcome()).toEqual({ status: 'success', errors: known ? [known] : [] });

    const contrastFailsIn = NATIVE_BUTTON_STORIES[story.id];
    if (contrastFailsIn) {
      const violations = await axeViolations(storybook, '#storybook-root');
      expect(violations.map((violation) => violation.split(':')[0])).toEqual(
        contrastFailsIn.includes(engineName) ? ['color-contrast'] : [],
      );
    }
  });

/** In the story: the background of the card inside the package's `autoTheme` (color-scheme: light dark). */
function autoThemeCard(): string | null {
  const auto = Array.from(document.querySelectorAll('#storybook-root *')).find(
    (element) => getComputedStyle(element).colorScheme === 'light dark',
  );
  const card = auto?.firstElementChild;
  return card ? getComputedStyle(card).backgroundColor : null;
}

/** The relative luminance of an `rgb(…)` colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const AUTO_THEME = 'components-pricing-calculator--auto-theme';

test('the Auto Theme story follows the system: a light card, and a dark one under a dark scheme', async ({
  storybook,
  preferringEngine,
  storybookServer,
}) => {
  // The light side in the worker's preview (WebKitWebDriver holds one session per driver).
  await storybook.setViewport(DEFAULT_VIEWPORT);
  await storybook.evaluate(selectStory, AUTO_THEME);
  // Only this story has the auto theme. (Selected again right after its own test, Storybook keeps
  // it on screen without a new storyFinished, so the card is what to wait for.)
  await expect.poll(() => storybook.evaluate(autoThemeCard), { timeout: 20_000 }).not.toBeNull();
  const light = luminance((await storybook.evaluate(autoThemeCard))!);

  // The dark side in a browser started with a dark system scheme.
  const tab = await preferringEngine.newTab(storybookServer.url, DEFAULT_VIEWPORT);
  try {
    await tab.goto(`/iframe.html?id=${AUTO_THEME}&viewMode=story`);
    expect(await mediaPreferences(tab)).toEqual({ reducedMotion: true, dark: true });
    await expect.poll(() => tab.evaluate(autoThemeCard), { timeout: 30_000 }).not.toBeNull();
    const dark = luminance((await tab.evaluate(autoThemeCard))!);
    expect({ light: light > 0.9, dark: dark < 0.1 }).toEqual({ light: true, dark: true });
  } finally {
    await tab.close();
  }
});
