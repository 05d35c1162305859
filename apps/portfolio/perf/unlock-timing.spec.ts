import { expect, test } from '@playwright/test';
import { PASSWORD } from '../e2e/routes-helpers';

// The unlock derives a PBKDF2 key (≥ 600 000 iterations) in the browser: it must stay usable on
// a slow phone (a timing budget: `pnpm perf` runs it, not `pnpm test`). Chromium's CPU throttling stands in for one: 4× slower than this machine. The
// machine is shared, so the figure is the best of three tries (each in a fresh tab), all printed.
test('unlocking a gated case study takes at most 1.5 s with a 4× CPU slowdown', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const figures: number[] = [];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const page = await context.newPage();
    await page.goto('/case-study/climatix-ic');
    await page.evaluate(() => sessionStorage.clear());
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unlock case study' })).toBeEnabled();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await password.fill(PASSWORD);
    const started = Date.now();
    await password.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible({
      timeout: 15_000,
    });
    figures.push(Date.now() - started);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  }
  const best = Math.min(...figures);
  console.log(`unlock with 4x CPU throttle: best ${best} ms (tries: ${figures.join(' ms, ')} ms)`);
  test.info().annotations.push({ type: 'unlock-ms', description: String(best) });
  expect(best).toBeLessThanOrEqual(1500);
});
