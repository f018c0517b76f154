import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equipment, equipmentPage } from '@/content/equipment';
import { equipmentCategories, type Equipment } from '@/content/types';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { dropdownTexts, markedTiles, shown, shownByLists, shownTexts, tile } from '@/tests/unit/list-views';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { EquipmentCatalog } from '.';

// The page's listeners (components/layout/DocumentListeners): a tile brings the list into view, and
// a card's button opens its modal where the browser lacks invoker commands (jsdom does).
jest.mock('next/navigation', () => ({
  usePathname: () => '/equipment/',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));
fakeIntersectionObserver();

function renderCatalog(items: readonly Equipment[] = equipment) {
  render(
    <>
      <EquipmentCatalog items={items} />
      <DocumentListeners />
    </>,
  );
  return userEvent.setup();
}

const names = (category?: string) =>
  equipment.filter((item) => !category || item.category === category).map((item) => item.name);

/** The names on the cards shown, in order. */
function cardNames() {
  return shown(screen.queryAllByRole('article', { hidden: true })).map(
    (card) => within(card).getByRole('heading', { hidden: true }).textContent,
  );
}

const countLine = () => shownTexts(screen.getAllByText(/^\d+ Equipment Available$/));
const filter = () => screen.getByRole('radiogroup', { name: 'Filter equipment by category' });
const category = (name: string) => within(filter()).getByRole('radio', { name });
const dropdown = () => dropdownTexts('Filter equipment by category');
const emptyMessage = () => screen.getByText('No equipment found in this category.');
const tiles = () => screen.getByRole('region', { name: equipmentPage.categories.title });

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('EquipmentCatalog', () => {
  it("shows the whole fleet under All with '12 Equipment Available'", () => {
    renderCatalog();
    expect(screen.getByRole('heading', { level: 2, name: equipmentPage.fleet.title })).toBeInTheDocument();
    expect(category('All')).toBeChecked();
    expect(countLine()).toEqual(['12 Equipment Available']);
    expect(cardNames()).toEqual(names());
    for (const name of names()) {
      expect(screen.getByRole('button', { name: `View Details of ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers All and the seven equipment categories in their order, one radio group, in a dropdown on phones', () => {
    renderCatalog();
    expect(within(filter()).getAllByRole('radio')).toEqual(['All', ...equipmentCategories].map(category));
    expect(screen.getByRole('group')).toContainElement(filter());
    expect(dropdown()).toEqual(['Filter equipment by category', 'All']);
  });

  it('counts and lists the units of each category, the same word in singular and plural', async () => {
    const user = renderCatalog();
    const expected = {
      'Heavy Equipment': 3,
      'Medium Equipment': 2,
      'Heavy Vehicles': 2,
      'Medium Vehicles': 1,
      Generators: 1,
      'Road Equipment': 2,
      Ship: 1,
    };
    for (const [name, count] of Object.entries(expected)) {
      await user.click(category(name));
      expect(countLine()).toEqual([`${count} Equipment Available`]);
      expect(cardNames()).toEqual(names(name));
      expect(dropdown()).toEqual(['Filter equipment by category', name]);
    }
    await user.click(category('All'));
    expect(countLine()).toEqual(['12 Equipment Available']);
    expect(cardNames()).toEqual(names());
  });

  it("shows 'No equipment found in this category.' for a category with no unit, and a way back", async () => {
    const user = renderCatalog(equipment.filter((item) => item.category !== 'Ship'));
    expect(countLine()).toEqual(['11 Equipment Available']);
    expect(shownByLists(emptyMessage())).toBe(false);
    // All seven categories are still offered.
    await user.click(category('Ship'));
    expect(countLine()).toEqual(['0 Equipment Available']);
    expect(shownByLists(emptyMessage())).toBe(true);
    expect(cardNames()).toEqual([]);
    expect(markedTiles(tiles())).toEqual(['Ship 0 Equipment Units']);

    await user.click(screen.getByText('Show all equipment'));
    expect(category('All')).toBeChecked();
    expect(countLine()).toEqual(['11 Equipment Available']);
    expect(shownByLists(emptyMessage())).toBe(false);
    expect(markedTiles(tiles())).toEqual([]);
  });

  it('has a tile per category with its units; a tile sets the filter', async () => {
    const user = renderCatalog();
    expect(
      screen.getByRole('heading', { level: 2, name: equipmentPage.categories.title }),
    ).toBeInTheDocument();
    expect(
      within(tiles())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Heavy Equipment 3 Equipment Units',
      'Medium Equipment 2 Equipment Units',
      'Heavy Vehicles 2 Equipment Units',
      'Medium Vehicles 1 Equipment Unit',
      'Generators 1 Equipment Unit',
      'Road Equipment 2 Equipment Units',
      'Ship 1 Equipment Unit',
    ]);

    await user.click(tile(tiles(), 'Road Equipment'));
    expect(category('Road Equipment')).toBeChecked();
    expect(countLine()).toEqual(['2 Equipment Available']);
    expect(cardNames()).toEqual(['Sakai SV512 Vibratory Roller', 'Asphalt Paver Finisher']);
    expect(dropdown()).toEqual(['Filter equipment by category', 'Road Equipment']);
    expect(markedTiles(tiles())).toEqual(['Road Equipment 2 Equipment Units']);
  });

  it("opens a unit's modal with its Supply Capacity and no rental enquiry", async () => {
    const user = renderCatalog();
    const opener = screen.getByRole('button', { name: 'View Details of Hino 10-Wheel Dump Truck' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hino 10-Wheel Dump Truck' });
    expect(within(dialog).getByRole('img', { name: 'Hino 10-Wheel Dump Truck' })).toBeInTheDocument();
    expect(within(dialog).getByText('Supply Capacity')).toBeInTheDocument();
    expect(within(dialog).getByText('20 Ton')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
