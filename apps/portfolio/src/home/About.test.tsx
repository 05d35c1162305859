import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { about } from '../content/site';
import { About } from './About';

describe('About', () => {
  it('has three paragraphs and a Make it short toggle that marks the secondary text', async () => {
    const user = userEvent.setup();
    render(<About />);
    const region = screen.getByRole('region', { name: about.heading });
    expect(region.querySelectorAll('p[class]').length).toBeGreaterThanOrEqual(3);
    const toggle = screen.getByRole('button', { name: 'Make it short' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    const secondary = about.paragraphs.flat().filter((run) => run.secondary);
    expect(secondary.length).toBeGreaterThan(0);
    const text = screen
      .getByText(secondary[0]!.text.trim(), { exact: false })
      .closest('[data-state]');
    expect(text).toHaveAttribute('data-state', 'full');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(text).toHaveAttribute('data-state', 'short');
    // Struck through: the secondary runs carry the line-through style, the main runs do not.
    const secondaryRun = screen.getByText(secondary[0]!.text.trim(), { exact: false });
    expect(getComputedStyle(secondaryRun).textDecorationLine).toBe('line-through');
    const mainRun = screen.getByText(about.paragraphs[0]![0]!.text);
    expect(getComputedStyle(mainRun).textDecorationLine).not.toBe('line-through');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(text).toHaveAttribute('data-state', 'full');
  });
});
