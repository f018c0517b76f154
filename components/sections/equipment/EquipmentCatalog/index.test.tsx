import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  equipment as fleets,
  equipmentCategories as categoryKeys,
  equipmentCategoryLabels,
  equipmentPage as pages,
  type Equipment,
} from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import { whatsappText } from '@/tests/unit/test-utils';
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

const equipment = fleets.en;
const equipmentPage = pages.en;
/** The categories' English names, in their order. */
const equipmentCategories = categoryKeys.map((key) => equipmentCategoryLabels.en[key]);

function renderCatalog(items: readonly Equipment[] = equipment, locale: Locale = 'en') {
  render(
    <>
      <EquipmentCatalog locale={locale} items={items} />
      <DocumentListeners />
    </>,
  );
  return userEvent.setup();
}

const names = (category?: string) =>
  equipment.filter((item) => !category || item.categoryName === category).map((item) => item.name);

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
    const user = renderCatalog(equipment.filter((item) => item.category !== 'ship'));
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

  it("opens a unit's modal with its Supply Capacity and a WhatsApp message naming it", async () => {
    const user = renderCatalog();
    const opener = screen.getByRole('button', { name: 'View Details of Hino 10-Wheel Dump Truck' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hino 10-Wheel Dump Truck' });
    expect(within(dialog).getByRole('img', { name: 'Hino 10-Wheel Dump Truck' })).toBeInTheDocument();
    expect(within(dialog).getByText('Supply Capacity')).toBeInTheDocument();
    expect(within(dialog).getByText('20 Ton')).toBeInTheDocument();
    const { whatsapp, whatsappMessage } = pages.en.enquiry;
    const ask = within(dialog).getByRole('link', { name: new RegExp(`^${whatsapp.shown}`) });
    expect(whatsappText(ask)).toBe(whatsappMessage('Hino 10-Wheel Dump Truck'));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('speaks Bangla on the Bangla page, with counts in Bengali digits and the empty state', async () => {
    const user = renderCatalog(
      fleets.bn.filter((item) => item.category !== 'ship'),
      'bn',
    );
    const text = pages.bn;
    expect(screen.getByRole('heading', { level: 2, name: text.fleet.title })).toBeInTheDocument();
    const bnFilter = screen.getByRole('radiogroup', { name: 'শ্রেণি অনুযায়ী যন্ত্রপাতি বাছাই করুন' });
    expect(
      within(bnFilter)
        .getAllByRole('radio')
        .map((radio) => radio.id),
    ).toEqual(['all', ...categoryKeys].map((key) => `equipment-category-${key}`));
    const bnList = screen.getByRole('region', { name: text.fleet.title });
    const bnCount = () => shownTexts(within(bnList).getAllByText(/^(.+টি যন্ত্র প্রস্তুত|কোনো যন্ত্র নেই)$/));
    expect(bnCount()).toEqual(['১১টি যন্ত্র প্রস্তুত']);
    const bnTiles = screen.getByRole('region', { name: text.categories.title });
    expect(
      within(bnTiles)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'ভারী যন্ত্রপাতি ৩টি যন্ত্র',
      'মাঝারি যন্ত্রপাতি ২টি যন্ত্র',
      'ভারী যানবাহন ২টি যন্ত্র',
      'মাঝারি যানবাহন ১টি যন্ত্র',
      'জেনারেটর ১টি যন্ত্র',
      'সড়ক নির্মাণের যন্ত্রপাতি ২টি যন্ত্র',
      'নৌযান কোনো যন্ত্র নেই',
    ]);

    await user.click(within(bnFilter).getByRole('radio', { name: 'নৌযান' }));
    expect(bnCount()).toEqual(['কোনো যন্ত্র নেই']);
    expect(shownByLists(screen.getByText('এই শ্রেণিতে কোনো যন্ত্র পাওয়া যায়নি।'))).toBe(true);
    await user.click(screen.getByText('সব যন্ত্রপাতি দেখুন'));
    expect(within(bnFilter).getByRole('radio', { name: 'সব' })).toBeChecked();
    expect(bnCount()).toEqual(['১১টি যন্ত্র প্রস্তুত']);
  });
});
