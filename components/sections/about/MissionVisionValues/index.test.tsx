import { render, screen, within } from '@testing-library/react';
import { aboutSections, missionVisionValues } from '@/content/about';
import type { Locale } from '@/lib/i18n';
import { MissionVisionValues } from '.';

function renderIn(locale: Locale) {
  render(
    <MissionVisionValues
      locale={locale}
      intro={aboutSections[locale].missionVisionValues}
      cards={missionVisionValues[locale]}
    />,
  );
}

const titles = (section: HTMLElement) =>
  within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('MissionVisionValues', () => {
  it('shows the Mission, Vision and Values cards with their text', () => {
    renderIn('en');
    const section = screen.getByRole('region', { name: 'Mission, Vision & Values' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(titles(section)).toEqual(['Our Mission', 'Our Vision', 'Our Values']);
    missionVisionValues.en.forEach((card, index) => {
      expect(cards[index]).toHaveTextContent(card.description);
    });
    expect(cards[0]).toHaveTextContent(/^01/);
  });

  it('gives each card a decorative icon', () => {
    renderIn('en');
    for (const card of screen.getAllByRole('listitem')) {
      const icon = card.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('shows the Bangla cards, numbered in Bengali digits, on the Bangla page', () => {
    renderIn('bn');
    const section = screen.getByRole('region', { name: 'লক্ষ্য, রূপকল্প ও মূল্যবোধ' });
    expect(titles(section)).toEqual(['আমাদের লক্ষ্য', 'আমাদের রূপকল্প', 'আমাদের মূল্যবোধ']);
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent?.slice(0, 2))).toEqual(['০১', '০২', '০৩']);
  });
});
