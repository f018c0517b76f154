import { render, screen, within } from '@testing-library/react';
import { achievements, homeSections } from '@/content/home';
import { Achievements } from '.';

describe('Achievements', () => {
  beforeEach(() => render(<Achievements intro={homeSections.achievements} stats={achievements} />));

  it('is a section headed Our Achievements', () => {
    expect(screen.getByRole('region', { name: 'Our Achievements' })).toBeInTheDocument();
  });

  it('shows the four figures, each with its label', () => {
    const section = screen.getByRole('region', { name: 'Our Achievements' });
    const terms = within(section).getAllByRole('term');
    const values = within(section).getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual([
      'Years of Experience',
      'Projects Completed',
      'Equipment Fleet',
      'Team Members',
    ]);
    expect(values.map((v) => v.textContent)).toEqual(['5+', '50+', '25+', '100+']);
  });
});
