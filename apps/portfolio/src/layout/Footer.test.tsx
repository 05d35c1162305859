import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { designer } from '../content/site';
import { Footer } from './Footer';
import { ToastProvider } from '../ui/Toast';

function renderFooter() {
  return render(
    <ToastProvider>
      <Footer />
    </ToastProvider>,
  );
}

/** A click, then the clipboard promise settles (fake timers stay exact from here on). */
async function clickAndSettle(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('Footer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('is the contact landmark with the four outgoing links, each in a new tab without opener or referrer', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveAttribute('id', 'contact');
    const links = within(footer).getAllByRole('link', { name: /opens in a new tab/ });
    expect(links.map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'YouTube',
      'LinkedIn',
      'Instagram',
      'X',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('copies the address and announces "Email copied" for 2000 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderFooter();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await clickAndSettle(screen.getByRole('button', { name: 'Email' }));
    expect(writeText).toHaveBeenCalledWith(designer.email);
    expect(status).toHaveTextContent('Email copied');

    act(() => vi.advanceTimersByTime(1999));
    expect(status).toHaveTextContent('Email copied');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toBeEmptyDOMElement();
  });

  it('shows the address instead when the clipboard refuses, and throws nothing', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    renderFooter();
    await clickAndSettle(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('status')).toHaveTextContent(designer.email);
    expect(screen.getByRole('status')).not.toHaveTextContent('Email copied');
    expect(screen.getByRole('link', { name: designer.email })).toHaveAttribute(
      'href',
      `mailto:${designer.email}`,
    );
  });

  it('shows the address when there is no Clipboard API at all', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderFooter();
    await clickAndSettle(screen.getByRole('button', { name: 'Email' }));
    expect(screen.getByRole('link', { name: designer.email })).toBeInTheDocument();
  });
});
