import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designer } from '../content/site';
import { Header } from './Header';

// jsdom has <dialog> but not its modal methods: the smallest stand-in that keeps `open` true.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
});

function renderHeader() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Header />
    </MemoryRouter>,
  );
}

describe('Mobile menu', () => {
  it('shows the current section label and a Menu button that opens a modal dialog with the items, Email and Close', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByText('Current section:').parentElement).toHaveTextContent('Home');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('open');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const items = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/^\d+/, ''));
    expect(items).toEqual(['Home', 'Experiments', 'Playground', 'Projects', 'About', 'Gallery']);
    expect(within(dialog).getByRole('link', { name: /Home/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
    expect(within(dialog).getByRole('button', { name: 'Email' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('locks page scroll while open; Close unlocks it and gives focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(document.documentElement.style.overflow).toBe('hidden'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    expect(menu).toHaveFocus();
  });

  it('closes on Escape (the dialog’s cancel event)', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    act(() => {
      fireEvent(dialog, new Event('cancel', { cancelable: true }));
    });
    // Closed, it stays in the page (the prerender ships it for the early event contract).
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });

  it('copies the email from the menu and announces it inside the dialog', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect(writeText).toHaveBeenCalledWith(designer.email);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Email copied');
  });
});
