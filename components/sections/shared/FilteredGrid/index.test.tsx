import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { listViews } from '@/lib/list-views';
import { markedTiles, shown, shownTexts, tile } from '@/tests/unit/list-views';
import { CategoryTiles } from '@/components/sections/shared/CategoryTiles';
import { ListScope } from '@/components/sections/shared/ListScope';
import { FilteredGrid } from '.';

// A list two to a page: All has three pages, Crane two, Excavator one.
const fleet = ['C1', 'E1', 'C2', 'C3', 'C4'].map((name) => ({
  name,
  category: name.startsWith('C') ? 'crane' : 'excavator',
}));

const names = {
  en: { crane: 'Crane', excavator: 'Excavator' },
  bn: { crane: 'ক্রেন', excavator: 'এক্সকাভেটর' },
} satisfies Record<Locale, Record<string, string>>;

/** The list, its pages and its tiles in a language; the count line and units as a page would word them. */
function renderList(locale: Locale) {
  const list = listViews(
    'fleet',
    ['crane', 'excavator'],
    fleet,
    { text: shellText[locale].list, categories: names[locale] },
    2,
  );
  render(
    <ListScope list={list}>
      <FilteredGrid
        list={list}
        label="Filter"
        cards={fleet.map((unit) => (
          <p key={unit.name}>{unit.name}</p>
        ))}
        count={(n) => `count ${list.text.number(n)}`}
        listLabel="Fleet"
      />
      <CategoryTiles list={list} reveals="fleet" units={(n) => `units ${list.text.number(n)}`} />
    </ListScope>,
  );
  return userEvent.setup();
}

const filter = () => screen.getByRole('radiogroup', { name: 'Filter' });
const tiles = () => screen.getAllByRole('list').find((list) => list.querySelector('label[data-reveals]'))!;
/** The pager shown: its step labels and page numbers as they read. */
function pager() {
  const [nav] = shown(screen.getAllByRole('navigation', { hidden: true }));
  if (!nav) throw new Error('no pager shown');
  return nav;
}
const pageLine = () => shownTexts(screen.getAllByText(/\d \S+ \d|[০-৯] \S+ [০-৯]/));
const cards = () =>
  shownTexts(within(screen.getByRole('list', { name: 'Fleet' })).getAllByRole('listitem', { hidden: true }));
/** The step `name` (Prev or Next) of the page shown. */
const step = (nav: HTMLElement, name: string) => shown(within(nav).getAllByText(name))[0]!;

describe('FilteredGrid, Pagination and CategoryTiles', () => {
  it('read in English as before: All, Page 1 of 3, Prev and Next, numbered pages, two-digit tiles', async () => {
    const user = renderList('en');
    expect(within(filter()).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(pageLine()).toEqual(['Page 1 of 3']);
    expect(cards()).toEqual(['C1', 'E1']);
    const nav = pager();
    expect(nav).toHaveAccessibleName('Pages');
    expect(within(nav).getByRole('radiogroup')).toHaveAccessibleName('Pages');
    expect(
      within(nav)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Page 1', 'Page 2', 'Page 3']);
    expect(shownTexts(within(nav).getAllByText(/^(Prev|Next|\d)$/))).toEqual(['Prev', '1', '2', '3', 'Next']);

    await user.click(within(nav).getByRole('radio', { name: 'Page 3' }));
    expect(pageLine()).toEqual(['Page 3 of 3']);
    expect(cards()).toEqual(['C4']);

    expect(shownTexts(within(tiles()).getAllByText(/^\d\d$/))).toEqual(['04', '01']);
    await user.click(tile(tiles(), 'Excavator'));
    expect(markedTiles(tiles())).toEqual(['01Excavator units 1']);
    expect(cards()).toEqual(['E1']);
  });

  it('read in Bangla: সব, পৃষ্ঠা ১ / ৩, আগের and পরের, and Bengali digits on the pages and tiles', async () => {
    const user = renderList('bn');
    expect(within(filter()).getByRole('radio', { name: 'সব' })).toBeChecked();
    expect(within(filter()).getByRole('radio', { name: 'ক্রেন' })).toHaveAttribute(
      'id',
      'fleet-category-crane',
    );
    expect(pageLine()).toEqual(['পৃষ্ঠা ১ / ৩']);
    expect(shownTexts(screen.getAllByText(/^count /))).toEqual(['count ৫']);
    const nav = pager();
    expect(nav).toHaveAccessibleName('পৃষ্ঠা');
    expect(
      within(nav)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['পৃষ্ঠা ১', 'পৃষ্ঠা ২', 'পৃষ্ঠা ৩']);
    expect(shownTexts(within(nav).getAllByText(/^(আগের|পরের|[০-৯])$/))).toEqual([
      'আগের',
      '১',
      '২',
      '৩',
      'পরের',
    ]);

    await user.click(step(nav, 'পরের'));
    expect(pageLine()).toEqual(['পৃষ্ঠা ২ / ৩']);
    expect(cards()).toEqual(['C2', 'C3']);

    expect(shownTexts(within(tiles()).getAllByText(/^[০-৯]{2}$/))).toEqual(['০৪', '০১']);
    await user.click(tile(tiles(), 'ক্রেন'));
    expect(markedTiles(tiles())).toEqual(['০৪ক্রেন units ৪']);
    expect(pageLine()).toEqual(['পৃষ্ঠা ১ / ২']);
  });
});
