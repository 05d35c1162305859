import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../test/intersection';
import { Playground } from './Playground';

describe('Playground', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it(
    'loads the three live demos from @portfolio/interactions only when the section nears the viewport',
    { timeout: 30_000 },
    async () => {
      const intersection = stubIntersectionObserver();
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
      expect(intersection.options?.rootMargin).toMatch(/^\d+px/);

      await act(async () => {
        intersection.report([{ isIntersecting: true }]);
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
