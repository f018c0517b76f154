import { render, screen, within } from '@testing-library/react';
import { projects } from '@/content/projects';
import type { Project } from '@/content/types';
import { ProjectDetail } from '.';

const unnamed = projects.find((p) => !p.client && !p.location) as Project;
const named = projects.find((p) => p.client && p.location) as Project;

function facts() {
  const panel = screen.getByRole('complementary', { name: 'Project Information' });
  return Object.fromEntries(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('ProjectDetail', () => {
  it('has a back link, the category badge, the title, location and client', () => {
    render(<ProjectDetail project={named} />);
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects/');
    expect(screen.getByRole('heading', { level: 1, name: named.title })).toBeInTheDocument();
    const meta = screen.getByRole('list', { name: 'Where and for whom' });
    expect(meta).toHaveTextContent(named.location);
    expect(meta).toHaveTextContent(named.client);
    expect(screen.getAllByText('Building Construction').length).toBeGreaterThan(0);
  });

  it('shows client, location, category, and - for completion year and status', () => {
    render(<ProjectDetail project={named} />);
    expect(facts()).toEqual({
      Client: named.client,
      Location: named.location,
      Category: 'Building Construction',
      'Completion Year': '-',
      Status: '-',
    });
  });

  it('leaves out the place line and shows - when a project names no client or location', () => {
    render(<ProjectDetail project={unnamed} />);
    expect(screen.queryByRole('list', { name: 'Where and for whom' })).not.toBeInTheDocument();
    expect(facts()).toMatchObject({ Client: '-', Location: '-' });
  });

  it('has the overview and a Get In Touch link', () => {
    render(<ProjectDetail project={named} />);
    const overview = screen.getByRole('region', { name: 'Project Overview' });
    expect(overview).toHaveTextContent(named.description.split('\n')[0] as string);
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact/');
  });
});
