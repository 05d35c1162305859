import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { designer } from '../content/site';
import { ToastProvider } from './Toast';
import { CopyEmailButton } from './CopyEmailButton';

function renderButton(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    value: writeText ? { writeText } : undefined,
    configurable: true,
  });
  render(
    <ToastProvider>
      <CopyEmailButton
        className="email"
        revealedClassName="revealed"
        revealPrefix="Copy the address:"
        iconSize={18}
      />
    </ToastProvider>,
  );
  return screen.getByRole('button', { name: 'Email' });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CopyEmailButton', () => {
  it('is an Email button with the caller’s class and an 18 px envelope', () => {
    const button = renderButton(() => Promise.resolve());
    expect(button).toHaveClass('email');
    const icon = button.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('width', '18');
  });

  it('copies the address and says "Email copied" for 2000 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    const button = renderButton(writeText);
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(designer.email);
    expect(screen.getByRole('status')).toHaveTextContent('Email copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('status')).toHaveTextContent('Email copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the address after the prefix when the clipboard refuses', async () => {
    const button = renderButton(() =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    );
    await act(async () => fireEvent.click(button));
    const link = screen.getByRole('link', { name: designer.email });
    expect(link).toHaveAttribute('href', `mailto:${designer.email}`);
    expect(link.parentElement).toHaveClass('revealed');
    expect(link.parentElement).toHaveTextContent(`Copy the address: ${designer.email}`);
    expect(screen.getByRole('status')).not.toHaveTextContent('Email copied');
  });

  it('shows the address when there is no Clipboard API', async () => {
    const button = renderButton(undefined);
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('link', { name: designer.email })).toBeInTheDocument();
  });
});
