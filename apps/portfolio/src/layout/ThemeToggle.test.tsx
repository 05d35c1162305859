import { Profiler } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  afterEach(() => {
    document.documentElement.setAttribute('data-theme', 'dark');
    vi.restoreAllMocks();
  });

  it('is dark by default, flips <html data-theme> and remembers the choice under "theme"', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Switch to light theme' });

    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBe(toggle);

    await user.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('reads the theme the head script applied', () => {
    document.documentElement.setAttribute('data-theme', 'light');
    render(<ThemeToggle />);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('re-renders nothing when pressed: the document and the button name change, React does not', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    const user = userEvent.setup();
    const renders = vi.fn();
    render(
      <Profiler id="toggle" onRender={renders}>
        <ThemeToggle />
      </Profiler>,
    );
    const mounted = renders.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toHaveAttribute(
      'data-theme-current',
      'dark',
    );
    expect(renders).toHaveBeenCalledTimes(mounted);
  });

  it('follows a theme changed elsewhere', async () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ThemeToggle />);
    document.documentElement.setAttribute('data-theme', 'light');
    expect(await screen.findByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('still switches when localStorage throws', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    document.documentElement.setAttribute('data-theme', 'dark');
    const user = userEvent.setup();
    render(<ThemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});
