import { useEffect, useState, type FormEvent } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installEventContract } from './eventContract';
import { formPart } from './formReplay';

const containers: HTMLElement[] = [];

/** A server-rendered #root, as a prerendered page has before its app arrives. */
function prerender(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.append(container);
  containers.push(container);
  return container;
}

const markHydrated = () => document.documentElement.setAttribute('data-hydrated', '');

describe('installEventContract (before the app hydrates)', () => {
  let uninstall: () => void;
  let root: Root | null = null;
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-hydrated');
    document.documentElement.setAttribute('data-theme', 'dark');
    uninstall = installEventContract(document, formPart);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    for (const container of containers.splice(0)) container.remove();
    uninstall();
    vi.useRealTimers();
    document.documentElement.removeAttribute('data-hydrated');
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.style.colorScheme = '';
  });

  it('flips the theme at once, names the other theme and remembers it', () => {
    const container = prerender(
      '<button type="button" aria-label="Switch to light theme" data-theme-current="dark"></button>',
    );
    const toggle = container.querySelector('button')!;
    toggle.click();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(toggle).toHaveAttribute('aria-label', 'Switch to dark theme');
    expect(toggle).toHaveAttribute('data-theme-current', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    toggle.click();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('holds a button press and replays it once on the same button when the page is hydrated', async () => {
    const container = prerender('<button type="button">Email</button>');
    const button = container.querySelector('button')!;
    const handled = vi.fn();
    // The app's own listener, as React's root listener would be: it must not see the held press.
    container.addEventListener('click', handled);
    button.click();
    button.click();
    expect(handled).not.toHaveBeenCalled();

    markHydrated();
    await vi.runAllTimersAsync();
    expect(handled).toHaveBeenCalledTimes(1);
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('holds a press on a lazy part that hydrates after the page is marked, and replays it once React has hydrated it', async () => {
    const handled = vi.fn();
    const Demo = () => (
      <div data-lazy-part="">
        <button type="button" onClick={handled}>
          API Access
        </button>
      </div>
    );
    const container = prerender(renderToString(<Demo />));
    const button = container.querySelector('button')!;
    // The page is marked hydrated while the demo's chunk is still on its way.
    markHydrated();
    await act(() => vi.runAllTimersAsync());
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(press);
    button.click(); // a second press before it arrives asks the same
    expect(press.defaultPrevented).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(handled).not.toHaveBeenCalled();

    await act(async () => {
      root = hydrateRoot(container, <Demo />);
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(handled).toHaveBeenCalledTimes(1);
    // Hydrated: a press goes straight to React.
    button.click();
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('leaves links, disabled buttons and controls outside the app alone', () => {
    const container = prerender('<a href="#projects">Projects</a>');
    const outside = document.createElement('button');
    document.body.append(outside);
    const link = container.querySelector('a')!;
    const followed = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', followed);
    link.click();
    outside.click();
    expect(followed.mock.results.map((result) => result.value)).toEqual([false, false]);
    document.removeEventListener('click', followed);
    outside.remove();
  });

  it('submits what was typed before hydration, with Enter pressed while the submit button is still disabled', async () => {
    const submitted = vi.fn();
    function Unlock() {
      const [value, setValue] = useState('');
      // As the site's UnlockForm: the submit button is disabled until the app has taken the form over.
      const [hydrated, setHydrated] = useState(false);
      useEffect(() => setHydrated(true), []);
      const submit = (event: FormEvent) => {
        event.preventDefault();
        submitted(value);
      };
      return (
        <form onSubmit={submit} noValidate>
          <label>
            Password
            <input type="password" value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
          <button type="submit" disabled={!hydrated}>
            Unlock
          </button>
        </form>
      );
    }
    const container = prerender(renderToString(<Unlock />));
    const input = container.querySelector('input')!;
    input.value = 'Intention-Grid-26'; // typed, or filled by a password manager
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);

    // The page is marked hydrated before this form's part of it is (a lazy page's own boundary).
    markHydrated();
    await act(() => vi.runAllTimersAsync());
    expect(submitted).not.toHaveBeenCalled();

    await act(async () => {
      root = hydrateRoot(container, <Unlock />);
    });
    await act(() => vi.runAllTimersAsync());
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledWith('Intention-Grid-26');
  });
});
