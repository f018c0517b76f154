import { render, screen, within } from '@testing-library/react';
import { achievements, homeSections } from '@/content/home';
import type { Locale } from '@/lib/i18n';
import { Achievements } from '.';

function renderIn(locale: Locale) {
  render(<Achievements intro={homeSections[locale].achievements} stats={achievements[locale]} />);
}

describe('Achievements', () => {
  it('is a section headed Our Achievements', () => {
    renderIn('en');
    expect(screen.getByRole('region', { name: 'Our Achievements' })).toBeInTheDocument();
  });

  it('shows the four figures, each with its label', () => {
    renderIn('en');
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

  it('shows the figures in Bengali digits, with Bangla labels, on the Bangla page', () => {
    renderIn('bn');
    const section = screen.getByRole('region', { name: 'আমাদের অর্জন' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['বছরের অভিজ্ঞতা', 'সম্পন্ন প্রকল্প', 'নিজস্ব যন্ত্রপাতি', 'দলের সদস্য']);
    expect(
      within(section)
        .getAllByRole('definition')
        .map((v) => v.textContent),
    ).toEqual(['৫+', '৫০+', '২৫+', '১০০+']);
  });
});
