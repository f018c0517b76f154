import { render, screen, within } from '@testing-library/react';
import { aboutSections, aboutStats, story } from '@/content/about';
import { company } from '@/content/company';
import { CompanyStory } from '.';

describe('CompanyStory', () => {
  beforeEach(() =>
    render(
      <CompanyStory
        intro={aboutSections.story}
        paragraphs={story.paragraphs}
        image={story.image}
        imageAlt={story.imageAlt}
        foundedYear={company.foundedYear}
        stats={aboutStats}
      />,
    ),
  );

  it('tells the story under its heading', () => {
    const section = screen.getByRole('region', { name: 'Our Story' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    for (const paragraph of story.paragraphs) {
      expect(within(section).getByText(paragraph)).toBeInTheDocument();
    }
  });

  it('shows a picture of our work and the founding year', () => {
    const image = screen.getByRole('img', { name: story.imageAlt });
    expect(image).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/img\/projects\/uttara-commercial-building-1-\d+\.webp$/),
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Founded').parentElement).toHaveTextContent(/^Founded 2019$/);
  });

  it("shows the stats pair: 5+ years and the About page's 45+ team members", () => {
    const stats = within(screen.getByRole('list', { name: 'At a glance' })).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual(['5+Years of Experience', '45+Team Members']);
  });
});
