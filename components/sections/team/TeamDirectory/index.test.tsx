import { render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import {
  team as teams,
  teamCategories,
  teamCategoryLabels,
  teamPage,
  type TeamCategory,
} from '@/content/team';
import type { Locale } from '@/lib/i18n';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { dropdownTexts, markedTiles, shownTexts, tile } from '@/tests/unit/list-views';
import {
  countLine,
  expectContactLinks,
  pageButton,
  pageLine,
  pager,
  shownCards,
  shownNames,
  shownPager,
  step,
} from '@/tests/unit/team-steps';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { teamMemberCards } from '@/components/sections/team/TeamMemberCard';
import { TeamDirectory, type TeamDirectoryItem } from '.';

// The page's listeners (components/layout/DocumentListeners): a new category sends the pages back to 1,
// a tile brings the directory into view. Their links' routing and prefetching are not used here.
jest.mock('next/navigation', () => ({
  usePathname: () => '/team/',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));
fakeIntersectionObserver();

const scrollIntoView = jest.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

const team = teams.en;
const labels = teamCategoryLabels.en;

/** The directory with everyone, or `items`, in `locale`. */
function renderDirectory(
  items: readonly TeamDirectoryItem[] = teamMemberCards(team, labels, teamPage.en.card),
  pageSize?: number,
  locale: Locale = 'en',
) {
  // jsdom draws no CSS modules, so no pointer-events rule can stop a click; the check would only run
  // the lists' :has() rule over every ancestor of what is clicked.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  render(
    <>
      <TeamDirectory
        items={items}
        categories={teamCategories}
        labels={{ text: shellText[locale].list, categories: teamCategoryLabels[locale] }}
        text={teamPage[locale]}
        pageSize={pageSize}
      />
      <DocumentListeners />
    </>,
  );
  return user;
}

const names = (from: number, to: number) => team.slice(from, to).map((m) => m.name);
const namesIn = (category: TeamCategory) => team.filter((m) => m.category === category).map((m) => m.name);
const filter = () => screen.getByRole('radiogroup', { name: 'Filter team by category' });
const category = (name: string) => within(filter()).getByRole('radio', { name });

/** A plain item: a card with the person's name. */
const person = (name: string, category: TeamCategory = 'engineering'): TeamDirectoryItem => ({
  id: name,
  category,
  card: (
    <article>
      <h3>{name}</h3>
    </article>
  ),
});

/** `n` people in Engineering, for the page-size edges. */
const people = (n: number) => Array.from({ length: n }, (_, i) => person(`Person ${i + 1}`));

/** The per-category count section. */
const tiles = () => screen.getByRole('region', { name: teamPage.en.categories.title });

const dropdown = () => dropdownTexts('Filter team by category');

describe('TeamDirectory', () => {
  it("opens on All, page 1: 9 cards and '46 person found'", () => {
    renderDirectory();
    expect(screen.getByRole('heading', { level: 2, name: teamPage.en.directory.title })).toBeInTheDocument();
    expect(category('All')).toBeChecked();
    expect(dropdown()).toEqual(['Filter team by category', 'All']);
    expect(countLine()).toEqual(['46 person found']);
    expect(shownNames()).toEqual(names(0, 9));
    expect(pageLine()).toEqual(['Page 1 of 6']);
  });

  it('offers All and the 12 categories in order, one radio group, in a dropdown on phones', () => {
    renderDirectory();
    const expected = [
      'All',
      'Admin',
      'Engineering',
      'Executive Officer',
      'Piling',
      'Source Manager',
      'Base/Wall',
      'Excavator',
      'Paint Section',
      'Plumbing',
      'Carpentry',
      'Tiles Fitting',
      'Truck',
    ];
    expect(within(filter()).getAllByRole('radio')).toEqual(expected.map(category));
    expect(screen.getByRole('group')).toContainElement(filter());
  });

  it('pages 46 people 9 at a time: numbered pages 1..6, Prev disabled on page 1, Next on page 6', async () => {
    const user = renderDirectory();
    expect(within(pager()).getAllByRole('radio')).toEqual([1, 2, 3, 4, 5, 6].map(pageButton));
    expect(pageButton(1)).toBeChecked();
    expect(step('Prev')).toHaveAttribute('aria-disabled', 'true');
    expect(step('Next')).not.toHaveAttribute('aria-disabled');

    await user.click(pageButton(6));
    expect(shownNames()).toEqual(names(45, 46));
    expect(pageButton(6)).toBeChecked();
    expect(pageButton(1)).not.toBeChecked();
    expect(pageLine()).toEqual(['Page 6 of 6']);
    expect(countLine()).toEqual(['46 person found']);
    expect(step('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(step('Prev')).not.toHaveAttribute('aria-disabled');

    await user.click(step('Prev'));
    expect(pageButton(5)).toBeChecked();
    expect(pageLine()).toEqual(['Page 5 of 6']);
    expect(shownNames()).toEqual(names(36, 45));
  });

  it('moves one page with Next and Prev, clamped at both ends', async () => {
    const user = renderDirectory();
    await user.click(step('Prev'));
    expect(pageButton(1)).toBeChecked();
    expect(shownNames()).toEqual(names(0, 9));

    await user.click(step('Next'));
    expect(pageButton(2)).toBeChecked();
    expect(shownNames()).toEqual(names(9, 18));
    await user.click(step('Prev'));
    expect(pageButton(1)).toBeChecked();

    for (let i = 0; i < 5; i += 1) await user.click(step('Next'));
    expect(pageButton(6)).toBeChecked();
    expect(step('Next')).toHaveAttribute('aria-disabled', 'true');
    await user.click(step('Next'));
    expect(pageButton(6)).toBeChecked();
    expect(shownNames()).toEqual(names(45, 46));
  });

  it('resets to page 1 when the category changes, and updates the count', async () => {
    const user = renderDirectory();
    await user.click(pageButton(3));
    expect(shownNames()).toEqual(names(18, 27));

    await user.click(category('Engineering'));
    expect(countLine()).toEqual(['7 person found']);
    expect(shownNames()).toEqual(namesIn('engineering'));
    expect(dropdown()).toEqual(['Filter team by category', 'Engineering']);
    expect(shownPager()).toBeNull();

    await user.click(category('All'));
    expect(countLine()).toEqual(['46 person found']);
    expect(pageButton(1)).toBeChecked();
    expect(pageLine()).toEqual(['Page 1 of 6']);
    expect(shownNames()).toEqual(names(0, 9));
  });

  it('resets to page 1 of a category that has several pages', async () => {
    // Two to a page: All has 4 pages, Engineering 3, Admin 2.
    const crew = ['E1', 'A1', 'E2', 'E3', 'A2', 'E4', 'A3', 'E5'].map((name) =>
      person(name, name.startsWith('E') ? 'engineering' : 'admin'),
    );
    const user = renderDirectory(crew, 2);
    await user.click(pageButton(3));
    expect(shownNames()).toEqual(['A2', 'E4']);

    await user.click(category('Engineering'));
    expect(countLine()).toEqual(['5 person found']);
    expect(pageLine()).toEqual(['Page 1 of 3']);
    expect(pageButton(1)).toBeChecked();
    expect(shownNames()).toEqual(['E1', 'E2']);
    await user.click(pageButton(3));
    expect(shownNames()).toEqual(['E5']);

    await user.click(category('Admin'));
    expect(pageLine()).toEqual(['Page 1 of 2']);
    await user.click(step('Next'));
    expect(shownNames()).toEqual(['A3']);

    // Each category comes back on its page 1, All too.
    await user.click(category('Engineering'));
    expect(pageLine()).toEqual(['Page 1 of 3']);
    expect(shownNames()).toEqual(['E1', 'E2']);
    await user.click(category('All'));
    expect(pageLine()).toEqual(['Page 1 of 4']);
    expect(shownNames()).toEqual(['E1', 'A1']);
  });

  it('hides the pagination for a category of 9 or fewer people', async () => {
    const user = renderDirectory();
    await user.click(category('Source Manager'));
    expect(countLine()).toEqual(['1 person found']);
    expect(shownNames()).toEqual(namesIn('source-manager'));
    expect(shownPager()).toBeNull();
    expect(pageLine()).toEqual([]);
  });

  it('shows one page and no pagination for exactly 9 people', () => {
    renderDirectory(people(9));
    expect(countLine()).toEqual(['9 person found']);
    expect(shownCards()).toHaveLength(9);
    expect(screen.queryAllByRole('navigation', { hidden: true })).toEqual([]);
    expect(pageLine()).toEqual([]);
  });

  it('shows two pages for 10 people', async () => {
    const user = renderDirectory(people(10));
    expect(countLine()).toEqual(['10 person found']);
    expect(shownNames()).toEqual(people(9).map((_, i) => `Person ${i + 1}`));
    expect(within(pager()).getAllByRole('radio')).toEqual([pageButton(1), pageButton(2)]);
    await user.click(step('Next'));
    expect(shownNames()).toEqual(['Person 10']);
    expect(pageLine()).toEqual(['Page 2 of 2']);
  });

  it("shows '0 person found', no card and no pagination when nobody is listed", () => {
    renderDirectory([]);
    expect(countLine()).toEqual(['0 person found']);
    expect(screen.queryAllByRole('article', { hidden: true })).toHaveLength(0);
    expect(shownPager()).toBeNull();
  });

  it("counts each of the 12 categories in its own section, 'Professional' or 'Professionals'", () => {
    renderDirectory();
    expect(
      within(tiles())
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/^\d+/, '')),
    ).toEqual([
      'Admin 4 Professionals',
      'Engineering 7 Professionals',
      'Executive Officer 3 Professionals',
      'Piling 5 Professionals',
      'Source Manager 1 Professional',
      'Base/Wall 5 Professionals',
      'Excavator 4 Professionals',
      'Paint Section 4 Professionals',
      'Plumbing 3 Professionals',
      'Carpentry 4 Professionals',
      'Tiles Fitting 3 Professionals',
      'Truck 3 Professionals',
    ]);
    // No tile is marked under All.
    expect(markedTiles(tiles())).toEqual([]);
  });

  it("applies a tile's category, back on page 1, marks the tile and brings the directory into view", async () => {
    const user = renderDirectory();
    await user.click(pageButton(4));
    scrollIntoView.mockClear();

    await user.click(tile(tiles(), 'Piling'));
    expect(category('Piling')).toBeChecked();
    expect(countLine()).toEqual(['5 person found']);
    expect(shownNames()).toEqual(namesIn('piling'));
    expect(dropdown()).toEqual(['Filter team by category', 'Piling']);
    expect(shownPager()).toBeNull();
    expect(markedTiles(tiles())).toEqual(['05Piling 5 Professionals']);

    const directory = filter().closest('[tabindex="-1"]');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(directory);
    expect(directory).toContainElement(shownCards()[0] ?? null);
    // Focus is in the directory: the next Tab carries on from the list, not from the tile under it.
    // (The listener focuses the directory; the browser then focuses the radio the tile labels, in it.)
    expect(directory?.contains(document.activeElement)).toBe(true);

    // Back on All, its pages start again at 1.
    await user.click(category('All'));
    expect(pageButton(1)).toBeChecked();
    expect(shownNames()).toEqual(names(0, 9));
  });

  it('links every card on the page to its e-mail and phone', async () => {
    const user = renderDirectory();
    for (const page of [1, 6]) {
      await user.click(pageButton(page));
      const members = page === 1 ? team.slice(0, 9) : team.slice(45);
      const cards = shownCards();
      expect(cards).toHaveLength(members.length);
      members.forEach((member, i) => expectContactLinks(member, cards[i]));
    }
  });
});

describe('TeamDirectory in Bangla', () => {
  const bn = teams.bn;
  const renderBangla = (
    items = teamMemberCards(bn, teamCategoryLabels.bn, teamPage.bn.card),
    pageSize?: number,
  ) => renderDirectory(items, pageSize, 'bn');
  const bnFilter = () => screen.getByRole('radiogroup', { name: 'বিভাগ অনুযায়ী সদস্য বাছাই করুন' });
  const bnCategory = (name: string) => within(bnFilter()).getByRole('radio', { name });
  const bnCount = () => shownTexts(screen.getAllByText(/জন পাওয়া গেছে$|^কাউকে পাওয়া যায়নি$/));
  const bnPageLine = () => shownTexts(screen.queryAllByText(/^পৃষ্ঠা \S+ \/ \S+$/));
  const bnTiles = () => screen.getByRole('region', { name: 'বারোটি বিভাগ, একটি দল' });

  it('opens on সব, page ১ of ৬, with the count, names and headings in Bangla and Bengali digits', () => {
    renderBangla();
    expect(
      screen.getByRole('heading', { level: 2, name: 'কাজ অনুযায়ী সঠিক মানুষটিকে খুঁজে নিন' }),
    ).toBeInTheDocument();
    expect(bnCategory('সব')).toBeChecked();
    expect(dropdownTexts('বিভাগ অনুযায়ী সদস্য বাছাই করুন')).toEqual(['বিভাগ অনুযায়ী সদস্য বাছাই করুন', 'সব']);
    expect(bnCount()).toEqual(['৪৬ জন পাওয়া গেছে']);
    expect(bnPageLine()).toEqual(['পৃষ্ঠা ১ / ৬']);
    expect(shownNames()).toEqual(bn.slice(0, 9).map((m) => m.name));
    expect(shownNames()[0]).toBe('প্রকৌশলী মো. মাহবুবুর রহমান');
    expect(
      within(pager('সদস্য তালিকার পৃষ্ঠা'))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['১', '২', '৩', '৪', '৫', '৬'].map((n) => `পৃষ্ঠা ${n}`));
    expect(screen.getByRole('list', { name: 'দলের সদস্যরা' })).toBeInTheDocument();
  });

  it('keeps the radio ids of the English page: the category keys', () => {
    renderBangla();
    expect(
      within(bnFilter())
        .getAllByRole('radio')
        .map((radio) => radio.id),
    ).toEqual(['all', ...teamCategories].map((key) => `team-category-${key}`));
  });

  it('filters by a category named in Bangla and counts it in Bengali digits', async () => {
    const user = renderBangla();
    await user.click(bnCategory('ইঞ্জিনিয়ারিং'));
    expect(bnCount()).toEqual(['৭ জন পাওয়া গেছে']);
    expect(shownNames()).toEqual(bn.filter((m) => m.category === 'engineering').map((m) => m.name));
    expect(shownPager('সদস্য তালিকার পৃষ্ঠা')).toBeNull();
  });

  it("counts each category's members on its tile, in Bengali digits", () => {
    renderBangla();
    expect(
      within(bnTiles())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '০৪অ্যাডমিন ৪ জন সদস্য',
      '০৭ইঞ্জিনিয়ারিং ৭ জন সদস্য',
      '০৩এক্সিকিউটিভ অফিসার ৩ জন সদস্য',
      '০৫পাইলিং ৫ জন সদস্য',
      '০১সোর্স ম্যানেজার ১ জন সদস্য',
      '০৫ফাউন্ডেশন ও দেয়াল ৫ জন সদস্য',
      '০৪এক্সকাভেটর ৪ জন সদস্য',
      '০৪রঙের কাজ ৪ জন সদস্য',
      '০৩প্লাম্বিং ৩ জন সদস্য',
      '০৪কাঠের কাজ ৪ জন সদস্য',
      '০৩টাইলস ফিটিং ৩ জন সদস্য',
      '০৩ট্রাক ৩ জন সদস্য',
    ]);
  });

  it('says nobody was found, without a digit, when nobody is listed', () => {
    renderBangla([]);
    expect(bnCount()).toEqual(['কাউকে পাওয়া যায়নি']);
  });

  it('names every card’s contact links in Bangla', () => {
    renderBangla();
    const cards = shownCards();
    bn.slice(0, 9).forEach((member, i) => expectContactLinks(member, cards[i], teamPage.bn.card));
  });
});
