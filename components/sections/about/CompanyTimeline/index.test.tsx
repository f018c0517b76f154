import { render, screen, within } from '@testing-library/react';
import { aboutSections, timeline } from '@/content/about';
import { CompanyTimeline } from '.';

describe('CompanyTimeline', () => {
  beforeEach(() => render(<CompanyTimeline intro={aboutSections.timeline} entries={timeline} />));

  it('lists the years 2019 to 2024 in order, each with its milestone', () => {
    const section = screen.getByRole('region', { name: aboutSections.timeline.title });
    const entries = within(section).getAllByRole('listitem');
    expect(entries).toHaveLength(6);
    expect(entries.map((entry) => entry.querySelector('time')?.textContent)).toEqual([
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
    ]);
    timeline.forEach((entry, index) => {
      const item = entries[index];
      expect(item?.querySelector('time')).toHaveAttribute('dateTime', String(entry.year));
      expect(within(item!).getByRole('heading', { level: 3, name: entry.title })).toBeInTheDocument();
      expect(item).toHaveTextContent(entry.event);
    });
  });

  it('is an ordered list', () => {
    expect(screen.getByRole('list').tagName).toBe('OL');
  });
});
