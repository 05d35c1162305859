import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { projects } from '../content/site';
import { Projects } from './Projects';

// The content module is compiled by the build (sealed studies); the modal only needs to open here.
vi.mock('../content/case-studies', () => ({ loadCaseStudy: () => null }));

function renderProjects() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Projects />
    </MemoryRouter>,
  );
  return user;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Projects', () => {
  it('shows Climatix IC, Skill League and BE Automation in order', () => {
    renderProjects();
    const section = screen.getByRole('region', { name: /Selected/ });
    expect(section).toHaveAttribute('id', 'projects');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Climatix IC', 'Skill League', 'BE Automation']);
  });

  it.each([
    ['Climatix IC', '40% monitoring efficiency', 'Lead product designer'],
    ['Skill League', '85% engagement increase', 'Product designer'],
    ['BE Automation', '70-90% data-entry time reduction', 'Product designer & researcher'],
  ])('%s: role, 3 months, tags, description and "%s"', (name, impact, role) => {
    renderProjects();
    const article = card(name);
    expect(article).toHaveTextContent(impact);
    expect(within(article).getByText('Role').nextElementSibling).toHaveTextContent(role);
    expect(within(article).getByText('Duration').nextElementSibling).toHaveTextContent('3 months');
    const project = projects.find((entry) => entry.name === name)!;
    expect(article).toHaveTextContent(project.desc);
    expect(
      within(within(article).getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(project.tags);
  });

  it('Case study opens the password dialog for that project and remembers the card', async () => {
    const user = renderProjects();
    await user.click(within(card('Skill League')).getByRole('button', { name: /Case study/ }));
    const dialog = await screen.findByRole('dialog', { name: /Skill League/ }, { timeout: 8000 });
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    expect(sessionStorage.getItem('returnTargetId')).toBe('project-skill-league');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
