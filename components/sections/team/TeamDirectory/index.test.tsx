import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { team, teamPage } from '@/content/team';
import { teamCategories } from '@/content/types';
import { expectContactLinks } from '@/tests/unit/team-steps';
import { teamMemberCards } from '@/components/sections/team/TeamMemberCard';
import { TeamDirectory, type TeamDirectoryItem } from '.';

const scrollIntoView = jest.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

function renderDirectory(items: readonly TeamDirectoryItem[] = teamMemberCards(team), pageSize?: number) {
  const user = userEvent.setup();
  render(
    <TeamDirectory
      items={items}
      categories={teamCategories}
      intro={teamPage.directory}
      categoriesIntro={teamPage.categories}
      pageSize={pageSize}
    />,
  );
  return user;
}

/** Names on the cards shown, in order. */
function shownNames() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

const names = (from: number, to: number) => team.slice(from, to).map((m) => m.name);
const pager = () => screen.queryByRole('navigation', { name: 'Team pages' });
const currentPage = () =>
  within(pager() as HTMLElement)
    .getAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'page')?.textContent;
const grid = () => screen.getByRole('list', { name: /^Team members/ });

/** Plain items for the page-size edges: `n` people in Engineering. */
const people = (n: number): TeamDirectoryItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    category: 'Engineering',
    card: <article>{`Person ${i + 1}`}</article>,
  }));

describe('TeamDirectory', () => {
  it("opens on All, page 1: 9 cards and '46 person found'", () => {
    renderDirectory();
    expect(screen.getByRole('heading', { level: 2, name: teamPage.directory.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Filter team by category' })).toHaveValue('All');
    expect(screen.getByText('46 person found')).toBeInTheDocument();
    expect(shownNames()).toEqual(names(0, 9));
    expect(screen.getByText('Page 1 of 6')).toBeInTheDocument();
  });

  it('offers All and the 12 categories in order, as buttons and as a dropdown', () => {
    renderDirectory();
    const expected = ['All', ...teamCategories];
    const group = screen.getByRole('group', { name: 'Filter team by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expected);
    expect(
      within(screen.getByRole('combobox', { name: 'Filter team by category' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expected);
  });

  it('pages 46 people 9 at a time: numbered buttons 1..6, Prev disabled on page 1, Next on page 6', async () => {
    const user = renderDirectory();
    const nav = pager() as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 6']);
    expect(currentPage()).toBe('1');
    expect(within(nav).getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 6' }));
    expect(shownNames()).toEqual(names(45, 46));
    expect(currentPage()).toBe('6');
    expect(screen.getByText('Page 6 of 6')).toBeInTheDocument();
    expect(screen.getByText('46 person found')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Prev' })).toBeEnabled();

    await user.click(within(nav).getByRole('button', { name: 'Prev' }));
    expect(currentPage()).toBe('5');
    expect(shownNames()).toEqual(names(36, 45));
  });

  it('moves one page with Next and Prev, clamped at both ends', async () => {
    const user = renderDirectory();
    const nav = pager() as HTMLElement;
    const next = within(nav).getByRole('button', { name: 'Next' });
    const prev = within(nav).getByRole('button', { name: 'Prev' });

    await user.click(next);
    expect(currentPage()).toBe('2');
    expect(shownNames()).toEqual(names(9, 18));
    await user.click(prev);
    expect(currentPage()).toBe('1');

    for (let i = 0; i < 5; i += 1) await user.click(next);
    expect(currentPage()).toBe('6');
    expect(next).toBeDisabled();
    await user.click(next);
    expect(currentPage()).toBe('6');
    expect(shownNames()).toEqual(names(45, 46));
  });

  it('brings the top of the grid into view and focuses the grid on a page change', async () => {
    const user = renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    const scrolled = scrollIntoView.mock.contexts[0] as HTMLElement;
    expect(scrolled).toContainElement(screen.getByText('46 person found'));
    expect(scrolled).toContainElement(grid());
    expect(grid()).toHaveFocus();
    expect(grid()).toHaveAccessibleName('Team members, page 3 of 6');

    scrollIntoView.mockClear();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('resets to page 1 when the category changes, and updates the count', async () => {
    const user = renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(currentPage()).toBe('3');

    await user.click(screen.getByRole('button', { name: 'Engineering' }));
    expect(screen.getByText('7 person found')).toBeInTheDocument();
    expect(shownNames()).toEqual(team.filter((m) => m.category === 'Engineering').map((m) => m.name));
    expect(screen.getByRole('button', { name: 'Engineering' })).toHaveAttribute('aria-pressed', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter team by category' }), 'All');
    expect(screen.getByText('46 person found')).toBeInTheDocument();
    expect(currentPage()).toBe('1');
    expect(shownNames()).toEqual(names(0, 9));
  });

  it('resets to page 1 of a category that has several pages', async () => {
    const user = renderDirectory(teamMemberCards(team), 2);
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter team by category' }),
      'Engineering',
    );
    expect(screen.getByText('7 person found')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(currentPage()).toBe('1');
    expect(shownNames()).toHaveLength(2);
  });

  it('hides the pagination for a category of 9 or fewer people', async () => {
    const user = renderDirectory();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter team by category' }),
      'Source Manager',
    );
    expect(screen.getByText('1 person found')).toBeInTheDocument();
    expect(shownNames()).toEqual(team.filter((m) => m.category === 'Source Manager').map((m) => m.name));
    expect(pager()).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('shows one page and no pagination for exactly 9 people, two pages for 10', async () => {
    const { unmount } = render(
      <TeamDirectory
        items={people(9)}
        categories={teamCategories}
        intro={teamPage.directory}
        categoriesIntro={teamPage.categories}
      />,
    );
    expect(screen.getByText('9 person found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(pager()).not.toBeInTheDocument();
    unmount();

    const user = renderDirectory(people(10));
    expect(screen.getByText('10 person found')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(within(pager() as HTMLElement).getAllByRole('button', { name: /^Page / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(['Person 10']);
  });

  it("shows '0 person found', an empty grid and no pagination when nobody is listed", () => {
    renderDirectory([]);
    expect(screen.getByText('0 person found')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(pager()).not.toBeInTheDocument();
  });

  it("counts each of the 12 categories in its own section, 'Professional' or 'Professionals'", () => {
    renderDirectory();
    const section = screen.getByRole('region', { name: teamPage.categories.title });
    expect(
      within(section)
        .getAllByRole('button')
        .map((tile) => tile.textContent?.replace(/^\d+/, '')),
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
    expect(
      within(section).getByRole('button', { name: 'Source Manager 1 Professional' }),
    ).toBeInTheDocument();
  });

  it("applies a tile's category, back on page 1, and brings the directory into view", async () => {
    const user = renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    scrollIntoView.mockClear();

    const tile = screen.getByRole('button', { name: 'Piling 5 Professionals' });
    await user.click(tile);
    expect(screen.getByText('5 person found')).toBeInTheDocument();
    expect(shownNames()).toEqual(team.filter((m) => m.category === 'Piling').map((m) => m.name));
    expect(screen.getByRole('button', { name: 'Piling' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Filter team by category' })).toHaveValue('Piling');
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(pager()).not.toBeInTheDocument();

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    const scrolled = scrollIntoView.mock.contexts[0] as HTMLElement;
    expect(scrolled).toContainElement(screen.getByRole('group', { name: 'Filter team by category' }));
    expect(tile).toHaveAttribute('aria-controls', scrolled.id);
    expect(grid()).toHaveFocus();
  });

  it('links every card on the page to its e-mail and phone', async () => {
    const user = renderDirectory();
    for (const page of [1, 6]) {
      await user.click(screen.getByRole('button', { name: `Page ${page}` }));
      for (const member of page === 1 ? team.slice(0, 9) : team.slice(45)) expectContactLinks(member);
    }
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
