import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Experiments } from './Experiments';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderExperiments() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Experiments />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Experiments', () => {
  it('shows three cards: CRED Wealth, MoCo Prompts and Design Principles', () => {
    renderExperiments();
    const section = screen.getByRole('region', { name: /Things I made/ });
    expect(section).toHaveAttribute('id', 'experiments');
    expect(
      within(section)
        .getAllByRole('article')
        .map((article) => article.id),
    ).toEqual([
      'experiment-cred-wealth',
      'experiment-moco-prompts',
      'experiment-design-principles',
    ]);
  });

  it('CRED Wealth: Case study goes to /case-study/cred-wealth; Playlist opens in a new tab', () => {
    renderExperiments();
    const cred = card('CRED Wealth');
    expect(within(cred).getByRole('link', { name: /Case study/ })).toHaveAttribute(
      'href',
      '/case-study/cred-wealth',
    );
    const playlist = within(cred).getByRole('link', { name: /Playlist/ });
    expect(playlist).toHaveAttribute('target', '_blank');
    expect(playlist).toHaveAttribute('rel', 'noopener noreferrer');
    expect(playlist.getAttribute('href')).toMatch(/^https:\/\//);
  });

  it('MoCo Prompts: Case study and an Open Site link that opens in a new tab', () => {
    renderExperiments();
    const moco = card('MoCo Prompts');
    expect(within(moco).getByRole('link', { name: /Case study/ })).toHaveAttribute(
      'href',
      '/case-study/moco-prompts',
    );
    const site = within(moco).getByRole('link', { name: /Open Site/ });
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('Design Principles: Explore Principles goes to /design-principles', () => {
    renderExperiments();
    expect(
      within(card('Design Principles')).getByRole('link', { name: /Explore Principles/ }),
    ).toHaveAttribute('href', '/design-principles');
  });

  it('a click on a card stores its id, so home can scroll back to it, and then navigates', async () => {
    const user = userEvent.setup();
    renderExperiments();
    await user.click(within(card('MoCo Prompts')).getByRole('link', { name: /Case study/ }));
    expect(sessionStorage.getItem('lastHomeCardId')).toBe('experiment-moco-prompts');
    expect(sessionStorage.getItem('returnTargetId')).toBe('experiment-moco-prompts');
    expect(screen.getByTestId('where')).toHaveTextContent('/case-study/moco-prompts');
  });
});
