import { render, screen, within } from '@testing-library/react';
import { aboutSections, missionVisionValues } from '@/content/about';
import { MissionVisionValues } from '.';

describe('MissionVisionValues', () => {
  beforeEach(() =>
    render(<MissionVisionValues intro={aboutSections.missionVisionValues} cards={missionVisionValues} />),
  );

  it('shows the Mission, Vision and Values cards with their text', () => {
    const section = screen.getByRole('region', { name: 'Mission, Vision & Values' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Our Mission', 'Our Vision', 'Our Values']);
    missionVisionValues.forEach((card, index) => {
      expect(cards[index]).toHaveTextContent(card.description);
    });
  });

  it('gives each card a decorative icon', () => {
    for (const card of screen.getAllByRole('listitem')) {
      const icon = card.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
