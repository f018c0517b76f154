import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  equipment as fleets,
  equipmentCategories as categoryKeys,
  equipmentCategoryLabels,
  equipmentPage as pages,
  rentPage as rentPages,
  type Equipment,
} from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import { whatsappText } from '@/tests/unit/test-utils';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { dropdownTexts, markedTiles, shown, shownByLists, shownTexts, tile } from '@/tests/unit/list-views';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { EquipmentCatalog, type EquipmentCatalogProps } from '.';

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

function renderCatalog(
  items: readonly Equipment[] = equipment,
  locale: Locale = 'en',
  page: EquipmentCatalogProps['page'] = 'equipment',
) {
  render(
    <>
      <EquipmentCatalog page={page} locale={locale} items={items} />
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

function unit(id: string, locale: Locale = 'en') {
  const found = fleets[locale].find((item) => item.id === id);
  if (!found) throw new Error(`no equipment ${id}`);
  return found;
}

/** The ids of a filter's radios, in order. */
const radioIds = (group: HTMLElement) =>
  within(group)
    .getAllByRole('radio')
    .map((radio) => radio.id);

const countLine = () => shownTexts(screen.getAllByText(/^\d+ Equipment Available$/));
const filter = () => screen.getByRole('radiogroup', { name: equipmentPage.list.filterLabel });
const category = (name: string) => within(filter()).getByRole('radio', { name });
const dropdown = () => dropdownTexts(equipmentPage.list.filterLabel);
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
    expect(dropdown()).toEqual([equipmentPage.list.filterLabel, 'All']);
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
      expect(dropdown()).toEqual([equipmentPage.list.filterLabel, name]);
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

    await user.click(screen.getByText(equipmentPage.list.showAll));
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
    expect(dropdown()).toEqual([equipmentPage.list.filterLabel, 'Road Equipment']);
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
    const bnFilter = screen.getByRole('radiogroup', { name: pages.bn.list.filterLabel });
    expect(radioIds(bnFilter)).toEqual(['all', ...categoryKeys].map((key) => `equipment-category-${key}`));
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
    await user.click(screen.getByText(pages.bn.list.showAll));
    expect(within(bnFilter).getByRole('radio', { name: 'সব' })).toBeChecked();
    expect(bnCount()).toEqual(['১১টি যন্ত্র প্রস্তুত']);
  });
});

describe('EquipmentCatalog on the Rent page', () => {
  const rentPage = rentPages.en;
  const renderRent = (items: readonly Equipment[] = equipment, locale: Locale = 'en') =>
    renderCatalog(items, locale, 'rent');
  const rentTiles = () => screen.getByRole('region', { name: rentPage.categories.title });
  const tileTexts = () =>
    within(rentTiles())
      .queryAllByRole('listitem')
      .map((item) => item.textContent);
  /** The cards shown, in order. */
  const shownCards = () => shown(screen.queryAllByRole('article', { hidden: true }));

  it("heads the list with the count for the current filter, '12 Equipment Available' under All", () => {
    renderRent();
    expect(screen.getByRole('heading', { level: 2, name: rentPage.fleet.title })).toBeInTheDocument();
    expect(category('All')).toBeChecked();
    expect(countLine()).toEqual(['12 Equipment Available']);
    expect(cardNames()).toEqual(equipment.map((item) => item.name));
    expect(shownTexts(screen.getAllByText('Available for rent and project deployment'))).toHaveLength(12);
  });

  it('offers All plus each distinct category of the list, in first-seen order', () => {
    renderRent([
      unit('bulkhead-cargo-vessel'),
      unit('cummins-500kva-generator'),
      unit('komatsu-pc210-excavator'),
      unit('hitachi-zx350-excavator'),
      unit('asphalt-paver'),
    ]);
    const expected = ['All', 'Ship', 'Generators', 'Heavy Equipment', 'Road Equipment'];
    expect(within(filter()).getAllByRole('radio')).toEqual(expected.map(category));
    // Category filter buttons at every width (spec): no dropdown on phones.
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    // The Equipment Categories section follows the same list.
    expect(tileTexts()).toEqual([
      'Ship 1 Equipment Unit',
      'Generators 1 Equipment Unit',
      'Heavy Equipment 2 Equipment Units',
      'Road Equipment 1 Equipment Unit',
    ]);
  });

  it('counts and lists the rental cards of the chosen category', async () => {
    const user = renderRent();
    await user.click(category('Heavy Vehicles'));
    expect(countLine()).toEqual(['2 Equipment Available']);
    expect(cardNames()).toEqual(['Hino 10-Wheel Dump Truck', 'Prime Mover with Low-Bed Trailer']);

    await user.click(category('Ship'));
    expect(countLine()).toEqual(['1 Equipment Available']);
    const [card, ...others] = shownCards();
    expect(others).toHaveLength(0);
    if (!card) throw new Error('No card is shown');
    const ship = within(card);
    expect(ship.getAllByText('1,500 Ton')).toHaveLength(2);
    expect(ship.getByText('Bulkhead Cargo Vessel')).toBeInTheDocument();
    expect(ship.getByText('Available for rent and project deployment')).toBeInTheDocument();

    await user.click(category('All'));
    expect(countLine()).toEqual(['12 Equipment Available']);
    expect(cardNames()).toHaveLength(12);
  });

  it("shows 'No equipment found in this category.' when the list is empty", () => {
    renderRent([]);
    expect(within(filter()).getAllByRole('radio')).toEqual([category('All')]);
    expect(countLine()).toEqual(['0 Equipment Available']);
    expect(shownByLists(screen.getByText('No equipment found in this category.'))).toBe(true);
    expect(cardNames()).toEqual([]);
    expect(tileTexts()).toEqual([]);
  });

  it("shows each category's units under Equipment Categories; clicking one applies that filter", async () => {
    const user = renderRent();
    expect(screen.getByRole('heading', { level: 2, name: 'Equipment Categories' })).toBeInTheDocument();
    expect(tileTexts()).toHaveLength(7);
    expect(tileTexts()).toContain('Generators 1 Equipment Unit');
    expect(markedTiles(rentTiles())).toEqual([]);

    await user.click(tile(rentTiles(), 'Heavy Equipment'));
    expect(category('Heavy Equipment')).toBeChecked();
    expect(countLine()).toEqual(['3 Equipment Available']);
    expect(cardNames()).toEqual([
      'Komatsu PC210 Excavator',
      'Hitachi ZX350 Excavator',
      'Caterpillar D6 Bulldozer',
    ]);
    expect(markedTiles(rentTiles())).toEqual(['Heavy Equipment 3 Equipment Units']);
  });

  it('speaks Bangla on the Bangla page: first-seen categories, Bengali digits, a Bangla WhatsApp enquiry', async () => {
    const user = renderRent(
      [
        unit('bulkhead-cargo-vessel', 'bn'),
        unit('komatsu-pc210-excavator', 'bn'),
        unit('hitachi-zx350-excavator', 'bn'),
      ],
      'bn',
    );
    const text = rentPages.bn;
    expect(screen.getByRole('heading', { level: 2, name: text.fleet.title })).toBeInTheDocument();
    const bnFilter = screen.getByRole('radiogroup', { name: pages.bn.list.filterLabel });
    expect(radioIds(bnFilter)).toEqual([
      'rent-category-all',
      'rent-category-ship',
      'rent-category-heavy-equipment',
    ]);
    expect(shownTexts(screen.getAllByText(/যন্ত্র প্রস্তুত$/))).toEqual(['৩টি যন্ত্র প্রস্তুত']);
    expect(
      within(screen.getByRole('region', { name: 'যন্ত্রপাতির শ্রেণি' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['নৌযান ১টি যন্ত্র', 'ভারী যন্ত্রপাতি ২টি যন্ত্র']);
    expect(shownTexts(screen.getAllByText('ভাড়া ও প্রকল্পের কাজে পাওয়া যায়'))).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'এমভি উন্নতি-১ বাল্কহেড সম্পর্কে বিস্তারিত দেখুন' }));
    const dialog = screen.getByRole('dialog', { name: 'এমভি উন্নতি-১ বাল্কহেড' });
    const vessel = fleets.bn.find((item) => item.id === 'bulkhead-cargo-vessel') as Equipment;
    expect(within(dialog).getByText(vessel.capacity)).toBeInTheDocument();
    const whatsapp = within(dialog).getByRole('link', {
      name: 'এমভি উন্নতি-১ বাল্কহেড ভাড়ার বিষয়ে হোয়াটসঅ্যাপে জিজ্ঞেস করুন',
    });
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      text.enquiry.whatsappMessage('এমভি উন্নতি-১ বাল্কহেড'),
    );
    expect(within(dialog).getByRole('link', { name: 'ভাড়ার অনুরোধ পাঠান' })).toHaveAttribute(
      'href',
      '/bn/contact/',
    );
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toHaveFocus();
  });
});
