import { render, screen, within } from '@testing-library/react';
import { homeSections } from '@/content/home';
import { projects } from '@/content/projects';
import { FeaturedWork } from '.';

describe('FeaturedWork', () => {
  beforeEach(() =>
    render(<FeaturedWork intro={homeSections.featuredWork} projects={projects.slice(0, 3)} />),
  );

  it('is a section headed Featured Work', () => {
    expect(screen.getByRole('region', { name: 'Featured Work' })).toBeInTheDocument();
  });

  it('shows a card for each project it is given (the two that exist), in order', () => {
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(
      projects.map((p) => p.title),
    );
  });

  it('links each card to its project with View Details, named after the project', () => {
    for (const project of projects) {
      expect(screen.getByRole('link', { name: `View Details of ${project.title}` })).toHaveAttribute(
        'href',
        `/projects/${project.id}/`,
      );
    }
  });

  it('links View All Projects to /projects/', () => {
    expect(screen.getByRole('link', { name: 'View All Projects' })).toHaveAttribute('href', '/projects/');
  });
});
