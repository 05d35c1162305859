import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntroOverlay } from './IntroOverlay';

const root = document.documentElement;

function advanceTo(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms - performance.now());
  });
}

describe('IntroOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete root.dataset.intro;
    delete root.dataset.introPhase;
  });

  it('shows the quote in quotation marks, then slides at 3000 ms and completes at 4400 ms', () => {
    root.dataset.intro = 'show';
    sessionStorage.setItem('quoteActive', 'true');
    render(<IntroOverlay />);
    expect(
      screen.getByText('“Sometimes design is knowing what not to design.”'),
    ).toBeInTheDocument();
    expect(root.dataset.introPhase).toBe('quote');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

    advanceTo(2999);
    expect(root.dataset.introPhase).toBe('quote');
    advanceTo(3000);
    expect(root.dataset.introPhase).toBe('transition');
    expect(sessionStorage.getItem('prequoteShown')).toBeNull();

    advanceTo(4399);
    expect(root.dataset.intro).toBe('show');
    advanceTo(4400);
    expect(root.dataset.intro).toBe('done');
    expect(root.dataset.introPhase).toBeUndefined();
    expect(sessionStorage.getItem('prequoteShown')).toBe('true');
    expect(sessionStorage.getItem('quoteActive')).toBeNull();
    expect(screen.queryByText(/Sometimes design/)).toBeNull();
  });

  it('does nothing when the boot decided to skip: no phases, no flags', () => {
    root.dataset.intro = 'skip';
    render(<IntroOverlay />);
    advanceTo(5000);
    expect(root.dataset.introPhase).toBeUndefined();
    expect(root.dataset.intro).toBe('skip');
    expect(sessionStorage.getItem('prequoteShown')).toBeNull();
  });
});
