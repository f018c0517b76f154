import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equipment as fleets, rentPage as pages, type Equipment } from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { markedTiles, shown, shownByLists, shownTexts, tile } from '@/tests/unit/list-views';
import { expectEscapeClosesBackTo } from '@/tests/unit/test-utils';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { RentalCatalog } from '.';

// The page's listeners (components/layout/DocumentListeners): a tile brings the list into view, and
// a card's button opens its modal where the browser lacks invoker commands (jsdom does).
jest.mock('next/navigation', () => ({
  usePathname: () => '/rent/',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));
fakeIntersectionObserver();

const equipment = fleets.en;
const rentPage = pages.en;

function renderCatalog(items: readonly Equipment[] = equipment, locale: Locale = 'en') {
  render(
    <>
      <RentalCatalog locale={locale} items={items} />
      <DocumentListeners />
    </>,
  );
  return userEvent.setup();
}

function unit(id: string, locale: Locale = 'en') {
  const found = fleets[locale].find((item) => item.id === id);
  if (!found) throw new Error(`no equipment ${id}`);
  return found;
}

const filter = () => screen.getByRole('radiogroup', { name: 'Filter equipment by category' });
const category = (name: string) => within(filter()).getByRole('radio', { name });
const countLine = () => shownTexts(screen.getAllByText(/^\d+ Equipment Available$/));
const tiles = () => screen.getByRole('region', { name: 'Equipment Categories' });
const tileTexts = () =>
  within(tiles())
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/** The cards shown, in order. */
const shownCards = () => shown(screen.queryAllByRole('article', { hidden: true }));

/** The names on the cards shown, in order. */
function cardNames() {
  return shownCards().map((card) => within(card).getByRole('heading', { hidden: true }).textContent);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('RentalCatalog', () => {
  it("heads the list with the count for the current filter, '12 Equipment Available' under All", () => {
    renderCatalog();
    expect(screen.getByRole('heading', { level: 2, name: rentPage.fleet.title })).toBeInTheDocument();
    expect(category('All')).toBeChecked();
    expect(countLine()).toEqual(['12 Equipment Available']);
    expect(cardNames()).toEqual(equipment.map((item) => item.name));
    expect(shownTexts(screen.getAllByText('Available for rent and project deployment'))).toHaveLength(12);
  });

  it('offers All plus each distinct category of the list, in first-seen order', () => {
    renderCatalog([
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
    const user = renderCatalog();
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
    renderCatalog([]);
    expect(within(filter()).getAllByRole('radio')).toEqual([category('All')]);
    expect(countLine()).toEqual(['0 Equipment Available']);
    expect(shownByLists(screen.getByText('No equipment found in this category.'))).toBe(true);
    expect(cardNames()).toEqual([]);
    expect(tileTexts()).toEqual([]);
  });

  it("shows each category's units under Equipment Categories; clicking one applies that filter", async () => {
    const user = renderCatalog();
    expect(screen.getByRole('heading', { level: 2, name: 'Equipment Categories' })).toBeInTheDocument();
    expect(tileTexts()).toHaveLength(7);
    expect(tileTexts()).toContain('Generators 1 Equipment Unit');
    expect(markedTiles(tiles())).toEqual([]);

    await user.click(tile(tiles(), 'Heavy Equipment'));
    expect(category('Heavy Equipment')).toBeChecked();
    expect(countLine()).toEqual(['3 Equipment Available']);
    expect(cardNames()).toEqual([
      'Komatsu PC210 Excavator',
      'Hitachi ZX350 Excavator',
      'Caterpillar D6 Bulldozer',
    ]);
    expect(markedTiles(tiles())).toEqual(['Heavy Equipment 3 Equipment Units']);
  });

  it('opens a card in a modal with Supply Capacity and a WhatsApp enquiry naming the unit; Escape closes it', async () => {
    const user = renderCatalog();
    const opener = screen.getByRole('button', { name: 'View Details of JCB 3DX Backhoe Loader' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'JCB 3DX Backhoe Loader' });
    expect(within(dialog).getByRole('img', { name: 'JCB 3DX Backhoe Loader' })).toBeInTheDocument();
    expect(within(dialog).getByText('Supply Capacity')).toBeInTheDocument();
    expect(within(dialog).getByText('1.1 m³ Loader Bucket')).toBeInTheDocument();
    const whatsapp = within(dialog).getByRole('link', { name: /^Ask on WhatsApp/ });
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toContain(
      'rent the JCB 3DX Backhoe Loader.',
    );
    expect(within(dialog).getByRole('link', { name: 'Send an Enquiry' })).toHaveAttribute(
      'href',
      '/contact/',
    );

    expectEscapeClosesBackTo(dialog, opener);
  });

  it('speaks Bangla on the Bangla page: first-seen categories, Bengali digits, a Bangla WhatsApp enquiry', async () => {
    const user = renderCatalog(
      [
        unit('bulkhead-cargo-vessel', 'bn'),
        unit('komatsu-pc210-excavator', 'bn'),
        unit('hitachi-zx350-excavator', 'bn'),
      ],
      'bn',
    );
    const text = pages.bn;
    expect(screen.getByRole('heading', { level: 2, name: text.fleet.title })).toBeInTheDocument();
    const bnFilter = screen.getByRole('radiogroup', { name: 'শ্রেণি অনুযায়ী যন্ত্রপাতি বাছাই করুন' });
    expect(
      within(bnFilter)
        .getAllByRole('radio')
        .map((radio) => radio.id),
    ).toEqual(['rent-category-all', 'rent-category-ship', 'rent-category-heavy-equipment']);
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
