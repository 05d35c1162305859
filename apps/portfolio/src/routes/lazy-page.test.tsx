import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@portfolio/core';

/** jsdom cannot navigate, so `location.reload()` is stubbed: these tests see each reload start. */
let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  // Each test gets the module fresh: its listeners and its "leaving" state are per page load.
  vi.resetModules();
});

async function renderFailingPage() {
  const { lazyPage, listenForPreloadErrors } = await import('./lazy-page');
  listenForPreloadErrors();
  let fail = (_error: Error) => {};
  const Page = lazyPage<object>(
    () =>
      new Promise<{ default: ComponentType<object> }>((_resolve, reject) => {
        fail = reject;
      }),
  );
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );
  expect(await screen.findByText('Loading…')).toBeInTheDocument();
  return {
    failLoad: () =>
      act(async () => fail(new TypeError('error loading dynamically imported module'))),
  };
}

describe('lazyPage: a chunk that fails to load', () => {
  it('reloads the page once while the visitor stays on it', async () => {
    const { failLoad } = await renderFailingPage();
    await failLoad();
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAttempted)).toBe('true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('does not reload while the page is being left (the browser aborted the fetch), so the navigation goes on', async () => {
    const { failLoad } = await renderFailingPage();
    window.dispatchEvent(new Event('beforeunload'));
    await failLoad();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAttempted)).toBeNull();
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    // Back from the back/forward cache, the page is shown again: now the reload happens.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload on a failed preload while the page is being left', async () => {
    await import('./lazy-page').then((module) => module.listenForPreloadErrors());
    window.dispatchEvent(new Event('beforeunload'));
    const preloadError = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(preloadError);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAttempted)).toBeNull();
  });
});
