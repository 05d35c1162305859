import { expect, test } from '@playwright/test';
import { hydrated, interactionsChunk, skipIntro } from './home-helpers';

/*
 * Issue 31: as a navigation to another document starts, Firefox aborts the fetches still in flight
 * (NS_BINDING_ABORTED). A lazy chunk then fails although it is on the server, and the guarded
 * "reload once" of src/routes/lazy-page.ts used to reload the page being left: that cancelled
 * the navigation, so the visitor came back to the page they were leaving. Chromium lets those
 * fetches finish, so here the demos' chunk is held and aborted the way Firefox aborts it.
 */
test('leaving /micro-interactions while its demos still load goes to the page asked for, without a reload', async ({
  page,
}) => {
  await skipIntro(page);
  // Told when the page meets the failed chunk (Vite reports it before the lazy component sees it).
  let chunkFailed = () => {};
  const failureSeen = new Promise<void>((resolve) => (chunkFailed = resolve));
  await page.exposeFunction('chunkFailed', () => chunkFailed());
  await page.addInitScript(() => {
    addEventListener('vite:preloadError', () => {
      (window as unknown as { chunkFailed(): void }).chunkFailed();
    });
  });
  let abortChunk = async () => {};
  const chunkRequested = new Promise<void>((resolve) => {
    void page.route(`**/${interactionsChunk()}`, (route) => {
      abortChunk = () => route.abort('aborted');
      resolve();
    });
  });
  await page.goto('/micro-interactions');
  await hydrated(page);
  await chunkRequested;

  // The next document is held too, so the old page is still there when its chunk fails.
  let releaseNext = () => {};
  const nextHeld = new Promise<void>((resolve) => (releaseNext = resolve));
  const nextRequested = new Promise<void>((resolve) => {
    void page.route('**/design-principles', async (route) => {
      resolve();
      await nextHeld;
      await route.continue();
    });
  });
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().endsWith('/micro-interactions'))
      reloads.push(request.url());
  });
  const navigation = page.goto('/design-principles').then(
    () => 'arrived',
    (error: Error) => error.message,
  );
  // The navigation is under way (beforeunload has run): now the chunk fails, as in Firefox.
  await nextRequested;
  await abortChunk();
  await failureSeen;
  releaseNext();

  expect(await navigation).toBe('arrived');
  await expect(page).toHaveURL(/\/design-principles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design principles' })).toBeVisible();
  expect(reloads).toEqual([]);
});
