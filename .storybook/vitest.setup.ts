/// <reference types="@vitest/browser-playwright" />
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// React 19 checks this flag before warning about updates outside act() (TOOLCHAIN.md).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface ComposedStoryInContext {
  id: string;
  globals: Record<string, unknown>;
  parameters: { screenshot?: { disable?: boolean } };
}

/**
 * Visual regression without Chromatic's service: after a story has rendered, played and passed
 * its accessibility check, its stage is compared with the committed baseline in
 * `__screenshots__/<stories file>/<story>-<theme>-chromium-linux.png` next to the stories.
 * Update the baselines with `pnpm exec vitest run --config vitest.storybook.config.ts --update`
 * (one folder or `-t "<story>"` narrows it; see the README).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryInContext }).story;
  // Only story tests, and only when the story itself passed: a broken render has no baseline to match.
  if (!story || context.task.result?.state === 'fail') return;
  if (story.parameters.screenshot?.disable) return;

  // The self-hosted Inter must be in use before the pixels are taken.
  await document.fonts.load("400 16px 'Inter Variable'");
  await document.fonts.ready;

  const stages = document.querySelectorAll('[data-story-stage]');
  const stage = stages[stages.length - 1];
  if (!stage)
    throw new Error(
      `Story ${story.id} rendered no [data-story-stage] (is the theme decorator missing?)`,
    );

  // A stage taller than Storybook's 1200 × 900 test viewport would be cut off: grow the
  // viewport's height (never its width, so nothing reflows) to fit the whole stage.
  const bottom = Math.ceil(stage.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > window.innerHeight) await page.viewport(window.innerWidth, bottom);

  const theme = String(story.globals.theme);
  const storyName = story.id.split('--')[1] ?? story.id;
  await expect.element(page.elementLocator(stage)).toMatchScreenshot(`${storyName}-${theme}`, {
    screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
  });
});
