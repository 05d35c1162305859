import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@portfolio/core';

/** jsdom cannot navigate, so `location.reload()` is stubbed: these tests see each reload start. */
let reload: ReturnType<typeof vi.fn>;
beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  // Each test gets the module fresh: its listeners and its "leaving" state are per page load.
  vi.resetModules();
  // ...and an earlier test's listeners are taken off the window, as a reload takes them.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener]);
    add(type, listener, options);
  });
});
const added: [string, EventListenerOrEventListenerObject][] = [];
afterEach(() => {
  for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener);
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

/** A failed stylesheet as Vite's preload helper reports it: rethrown into the import unless cancelled. */
function failStylesheet(): void {
  const preloadError = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(preloadError);
  if (!preloadError.defaultPrevented) throw new Error('Unable to preload CSS for /assets/x.css');
}

/** A lazy page whose module loads, and whose stylesheet fails or not. */
async function renderPage({ stylesheetFails }: { stylesheetFails: boolean }) {
  const { lazyPage, listenForPreloadErrors } = await import('./lazy-page');
  listenForPreloadErrors();
  const Page = lazyPage<object>(async () => {
    if (stylesheetFails) failStylesheet();
    return { default: () => <h1>The page</h1> };
  });
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage: stylesheets that fail to load', () => {
  it('reload the page once, and keep the guard for the reloaded page although the module came', async () => {
    await renderPage({ stylesheetFails: true });
    await act(async () => {});
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAttempted)).toBe('true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The page' })).not.toBeInTheDocument();
  });

  it('on the reloaded page, failing again, let it show without them and reload no more', async () => {
    sessionStorage.setItem(STORAGE_KEYS.chunkReloadAttempted, 'true');
    await renderPage({ stylesheetFails: true });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAttempted)).toBe('true');
  });

  it('on the reloaded page, a lazy part failing after the page loaded (and cleared the guard) reloads no more', async () => {
    sessionStorage.setItem(STORAGE_KEYS.chunkReloadAttempted, 'true');
    await renderPage({ stylesheetFails: false });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.chunkReloadAttempted)).toBeNull();
    // A section below the fold, its stylesheet failing as the first time.
    act(() => failStylesheet());
    expect(reload).not.toHaveBeenCalled();
  });

  it('on a first load, a lazy part failing after the page loaded reloads once', async () => {
    await renderPage({ stylesheetFails: false });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    act(() => failStylesheet());
    expect(reload).toHaveBeenCalledOnce();
  });
});
