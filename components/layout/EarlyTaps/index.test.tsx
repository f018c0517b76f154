import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { FilteredGrid } from '@/components/sections/shared/FilteredGrid';
import { TeamDirectory } from '@/components/sections/team/TeamDirectory';
import { teamMemberCards } from '@/components/sections/team/TeamMemberCard';
import { team, teamPage } from '@/content/team';
import { teamCategories } from '@/content/types';
import { captureEarlyTaps, EARLY_TAP_SELECTOR } from '@/lib/early-taps';
import { EarlyTapReplay } from './EarlyTapReplay';

const LABEL = 'Filter equipment by category';
const fleet = [
  { key: 'a', category: 'Crane', card: <article>Tower crane</article> },
  { key: 'b', category: 'Excavator', card: <article>Excavator</article> },
  { key: 'c', category: 'Excavator', card: <article>Backhoe</article> },
];

/** The Equipment list and the layout's replay. */
const equipmentApp = (
  <>
    <FilteredGrid
      label={LABEL}
      options={['All', 'Crane', 'Excavator']}
      items={fleet}
      count={{ singular: 'Equipment', plural: 'Equipment', suffix: 'Available' }}
      emptyMessage="No equipment found in this category."
    />
    <EarlyTapReplay />
  </>
);

const countLine = () => screen.getByText(/Equipment Available$/);
const button = (name: string) =>
  within(screen.getByRole('group', { name: LABEL })).getByRole('button', { name });
const dropdown = () => screen.getByRole<HTMLSelectElement>('combobox', { name: LABEL });

/** The Team directory (its tiles bring the list into view: jsdom does not scroll) and the layout's replay. */
const teamApp = (
  <>
    <TeamDirectory
      items={teamMemberCards(team)}
      categories={teamCategories}
      intro={teamPage.directory}
      categoriesIntro={teamPage.categories}
    />
    <EarlyTapReplay />
  </>
);

let root: Root | undefined;
let container: HTMLElement;
let app: ReactNode;

/** The page as the server sends it, with the layout's inline script run first. */
function serve(page: ReactNode) {
  app = page;
  container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  captureEarlyTaps(window, EARLY_TAP_SELECTOR);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  window.earlyTaps?.stop();
  delete window.earlyTaps;
});

/** The page's scripts arrive: React hydrates, and the replay runs in the task after. */
async function hydrate() {
  await act(async () => {
    root = hydrateRoot(container, app);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve)));
}

describe('EarlyTaps on the Equipment list', () => {
  beforeEach(() => serve(equipmentApp));

  it('a filter tap before hydration takes effect once React has hydrated', async () => {
    button('Crane').click();
    expect(countLine()).toHaveTextContent('3 Equipment Available');
    await hydrate();
    expect(countLine()).toHaveTextContent('1 Equipment Available');
    expect(button('Crane')).toHaveAttribute('aria-pressed', 'true');
    expect(dropdown()).toHaveValue('Crane');
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(['Tower crane']);
  });

  it('a dropdown chosen before hydration: the list follows what the dropdown shows', async () => {
    const select = dropdown();
    select.value = 'Excavator';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrate();
    expect(dropdown()).toHaveValue('Excavator');
    expect(countLine()).toHaveTextContent('2 Equipment Available');
    expect(button('Excavator')).toHaveAttribute('aria-pressed', 'true');
  });

  it('several taps are played in order: the last one wins', async () => {
    button('Excavator').click();
    const select = dropdown();
    select.value = 'Crane';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    button('All').click();
    button('Excavator').click();
    await hydrate();
    expect(countLine()).toHaveTextContent('2 Equipment Available');
    expect(dropdown()).toHaveValue('Excavator');
    expect(button('All')).toHaveAttribute('aria-pressed', 'false');
  });

  it('after the replay, taps reach React directly, once', async () => {
    await hydrate();
    act(() => button('Crane').click());
    expect(countLine()).toHaveTextContent('1 Equipment Available');
    expect(window.earlyTaps?.taps).toEqual([]);
  });
});

describe('EarlyTaps on the Team directory', () => {
  beforeEach(() => serve(teamApp));
  const pages = () => screen.getByRole('navigation', { name: 'Team pages' });

  it('three taps on Next count once: one page on', async () => {
    const next = within(pages()).getByRole('button', { name: 'Next' });
    next.click();
    next.click();
    next.click();
    await hydrate();
    expect(screen.getByText('Page 2 of 6')).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a page number, then Next: each rendered before the next is played, so Next goes on from that page', async () => {
    within(pages()).getByRole('button', { name: 'Page 3' }).click();
    within(pages()).getByRole('button', { name: 'Next' }).click();
    await hydrate();
    expect(screen.getByText('Page 4 of 6')).toBeInTheDocument();
  });

  it('a page, then a category tile: the category, from its first page; a page button gone since is skipped', async () => {
    within(pages()).getByRole('button', { name: 'Page 4' }).click();
    screen.getByRole('button', { name: 'Piling 5 Professionals' }).click();
    within(pages()).getByRole('button', { name: 'Page 2' }).click();
    await hydrate();
    expect(screen.getByText('5 person found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Team pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Piling 5 Professionals' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
