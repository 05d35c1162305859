import { expect, type BrowserContext, type Page } from '@playwright/test';
import { caseStudyPassword } from '../vite-plugins/case-study-password';
import { CPU_SLOWDOWN } from './cpu';

/** The password the site in dist/ was built with (CASE_STUDY_PASSWORD, or the development default). */
export const PASSWORD = caseStudyPassword().password;

/**
 * One throttled unlock of a gated study, as a slow phone meets it: opens `path` locked (a fresh
 * session), slows the CPU 4× (PERF_CPU_SLOWDOWN, tools/perf/cpu.ts), types the password and presses Enter, then times until `shown`
 * resolves (what the reader waits for: the text, the first figure). The CPU is back to normal
 * before it returns; the page stays open for the caller to close. Routes the caller sets on
 * `page` before calling apply.
 */
export async function timeThrottledUnlock(
  context: BrowserContext,
  page: Page,
  path: string,
  shown: (page: Page) => Promise<void>,
): Promise<number> {
  await page.goto(path);
  await page.evaluate(() => sessionStorage.clear());
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await password.fill(PASSWORD);
  const started = Date.now();
  await password.press('Enter');
  await shown(page);
  const elapsed = Date.now() - started;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return elapsed;
}
