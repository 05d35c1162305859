import { expect, test } from '@playwright/test';
import { PASSWORD } from './routes-helpers';

// The unlock derives a PBKDF2 key (≥ 600 000 iterations) in the browser: it must stay usable on
// a slow phone. Chromium's CPU throttling stands in for one: 4× slower than this machine.
test('unlocking a gated case study takes at most 1.5 s with a 4× CPU slowdown', async ({
  page,
}) => {
  await page.goto('/case-study/climatix-ic');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeVisible();

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  await password.fill(PASSWORD);
  const started = Date.now();
  await password.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Outcome' })).toBeVisible({
    timeout: 10_000,
  });
  const elapsed = Date.now() - started;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  console.log(`unlock with 4x CPU throttle: ${elapsed} ms`);
  test.info().annotations.push({ type: 'unlock-ms', description: String(elapsed) });
  expect(elapsed).toBeLessThanOrEqual(1500);
});
