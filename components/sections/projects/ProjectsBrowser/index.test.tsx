import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projects } from '@/content/projects';
import type { Project } from '@/content/types';
import { ProjectsBrowser } from '.';

const road: Project = {
  ...(projects[1] as Project),
  id: 'airport-link-road',
  title: 'Airport Link Road',
  category: 'Road Construction',
};

function cards() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

describe('ProjectsBrowser', () => {
  it('shows every project under All, with the count line', () => {
    render(<ProjectsBrowser projects={projects} />);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 Projects Found')).toBeInTheDocument();
    expect(cards()).toEqual(projects.map((p) => p.title));
  });

  it('offers All and every project category, as buttons and as a dropdown', () => {
    render(<ProjectsBrowser projects={projects} />);
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    const names = ['All', 'Building Construction', 'Road Construction', 'Piling & Foundation', 'Earthwork'];
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(names);
    const select = screen.getByRole('combobox', { name: 'Filter projects by category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(names);
  });

  it('filters by category and pluralises the count', async () => {
    const user = userEvent.setup();
    render(<ProjectsBrowser projects={[...projects, road]} />);
    expect(screen.getByText('3 Projects Found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Road Construction' }));
    expect(screen.getByText('1 Project Found')).toBeInTheDocument();
    expect(cards()).toEqual(['Airport Link Road']);
    expect(screen.getByRole('button', { name: 'Road Construction' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');

    await user.selectOptions(screen.getByRole('combobox'), 'Building Construction');
    expect(screen.getByText('2 Projects Found')).toBeInTheDocument();
    expect(cards()).toEqual(projects.map((p) => p.title));

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('3 Projects Found')).toBeInTheDocument();
  });

  it("shows 'No projects found in this category.' for a category with no project", async () => {
    const user = userEvent.setup();
    render(<ProjectsBrowser projects={projects} />);
    await user.click(screen.getByRole('button', { name: 'Earthwork' }));
    expect(screen.getByText('0 Projects Found')).toBeInTheDocument();
    expect(screen.getByText('No projects found in this category.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('combobox')).toHaveValue('Earthwork');
  });

  it('links each card to its project page', () => {
    render(<ProjectsBrowser projects={projects} />);
    for (const project of projects) {
      expect(screen.getByRole('link', { name: `View Details of ${project.title}` })).toHaveAttribute(
        'href',
        `/projects/${project.id}/`,
      );
    }
  });
});
