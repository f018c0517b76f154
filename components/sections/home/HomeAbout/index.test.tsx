import { render, screen, within } from '@testing-library/react';
import { homeAbout, homeHighlights, homeSections } from '@/content/home';
import { HomeAbout } from '.';

describe('HomeAbout', () => {
  beforeEach(() =>
    render(<HomeAbout eyebrow={homeSections.aboutEyebrow} about={homeAbout} highlights={homeHighlights} />),
  );

  it('is a section headed by the about heading, with the story in short and its picture', () => {
    expect(screen.getByRole('region', { name: homeAbout.heading })).toBeInTheDocument();
    expect(screen.getByText(homeAbout.body)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: homeAbout.imageAlt })).toBeInTheDocument();
  });

  it("shows '50+' projects completed", () => {
    const badge = screen.getByText('50+').closest('p');
    expect(badge).toHaveTextContent('50+Projects Completed');
  });

  it('lists the four highlights with their descriptions', () => {
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Qualified Engineers',
      'Own Equipment Fleet',
      'Direct Material Sourcing',
      'Safety on Every Site',
    ]);
    for (const [i, highlight] of homeHighlights.entries()) {
      expect(within(items[i] as HTMLElement).getByText(highlight.description)).toBeInTheDocument();
    }
  });

  it('links Learn More About Us to /about/', () => {
    expect(screen.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute('href', '/about/');
  });
});
