import { render, screen, within } from '@testing-library/react';
import { aboutSections, timeline } from '@/content/about';
import type { Locale } from '@/lib/i18n';
import { CompanyTimeline } from '.';

function renderIn(locale: Locale) {
  render(
    <CompanyTimeline locale={locale} intro={aboutSections[locale].timeline} entries={timeline[locale]} />,
  );
}

const years = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((entry) => entry.querySelector('time')?.textContent);

describe('CompanyTimeline', () => {
  it('lists the years 2019 to 2024 in order, each with its milestone', () => {
    renderIn('en');
    const section = screen.getByRole('region', { name: 'Milestones, 2019 to 2024' });
    const entries = within(section).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    expect(years(section)).toEqual(['2019', '2020', '2021', '2022', '2023', '2024']);
    timeline.en.forEach((entry, index) => {
      const item = entries[index];
      expect(item?.querySelector('time')).toHaveAttribute('dateTime', String(entry.year));
      expect(within(item!).getByRole('heading', { level: 3, name: entry.title })).toBeInTheDocument();
      expect(item).toHaveTextContent(entry.event);
    });
  });

  it('is an ordered list', () => {
    renderIn('en');
    expect(screen.getByRole('list').tagName).toBe('OL');
  });

  it('shows the years in Bengali digits on the Bangla page, their machine-readable dates unchanged', () => {
    renderIn('bn');
    const section = screen.getByRole('region', { name: '২০১৯ থেকে ২০২৪ সালের মাইলফলক' });
    expect(years(section)).toEqual(['২০১৯', '২০২০', '২০২১', '২০২২', '২০২৩', '২০২৪']);
    const first = within(section).getAllByRole('listitem')[0]!;
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2019');
    expect(within(first).getByRole('heading', { level: 3, name: 'কোম্পানির যাত্রা শুরু' })).toBeInTheDocument();
  });
});
