import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Playground } from './Playground';

let trigger: ((entries: Partial<IntersectionObserverEntry>[]) => void) | null = null;
let options: IntersectionObserverInit | undefined;

class FakeIntersectionObserver {
  constructor(
    callback: (entries: Partial<IntersectionObserverEntry>[]) => void,
    init?: IntersectionObserverInit,
  ) {
    trigger = callback;
    options = init;
  }
  observe() {}
  disconnect() {}
}

describe('Playground', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    trigger = null;
  });

  it(
    'loads the three live demos from @portfolio/interactions only when the section nears the viewport',
    { timeout: 30_000 },
    async () => {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      render(
        <MemoryRouter>
          <Playground />
        </MemoryRouter>,
      );
      const section = screen.getByRole('region', { name: /Small interactions/ });
      expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute(
        'href',
        '/micro-interactions',
      );
      for (const title of [
        'Smart Form Validation',
        'Contextual Progress Indicator',
        'Dynamic Pricing Calculator',
      ]) {
        expect(within(section).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
      }
      // Before: reserved frames with a loading state, no demo.
      expect(within(section).getAllByText(/^Loading /)).toHaveLength(3);
      expect(within(section).queryByRole('button', { name: 'Start Process' })).toBeNull();
      expect(options?.rootMargin).toMatch(/^\d+px/);

      await act(async () => {
        trigger?.([{ isIntersecting: true }]);
      });
      expect(
        await within(section).findByRole('button', { name: 'Start Process' }, { timeout: 20_000 }),
      ).toBeInTheDocument();
      expect(
        within(section).getByLabelText(/^Password/, { selector: 'input' }),
      ).toBeInTheDocument();
      expect(within(section).getByRole('radio', { name: /Starter/ })).toBeInTheDocument();
      expect(within(section).queryAllByText(/^Loading /)).toHaveLength(0);
    },
  );
});
