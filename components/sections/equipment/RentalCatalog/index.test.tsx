import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equipment, rentPage } from '@/content/equipment';
import { expectEscapeClosesBackTo } from '@/tests/unit/test-utils';
import { RentalCatalog } from '.';

function unit(id: string) {
  const found = equipment.find((item) => item.id === id);
  if (!found) throw new Error(`no equipment ${id}`);
  return found;
}

function filterGroup() {
  return screen.getByRole('group', { name: 'Filter equipment by category' });
}

function cardNames() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

function tiles() {
  return screen.getByRole('region', { name: 'Equipment Categories' });
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('RentalCatalog', () => {
  it("heads the list with the count for the current filter, '12 Equipment Available' under All", () => {
    render(<RentalCatalog items={equipment} />);
    expect(screen.getByRole('heading', { level: 2, name: rentPage.fleet.title })).toBeInTheDocument();
    expect(screen.getByText('12 Equipment Available')).toBeInTheDocument();
    expect(cardNames()).toEqual(equipment.map((item) => item.name));
    expect(screen.getAllByText('Available for rent and project deployment')).toHaveLength(12);
  });

  it('offers All plus each distinct category of the list, in first-seen order', () => {
    const mixed = [
      unit('bulkhead-cargo-vessel'),
      unit('cummins-500kva-generator'),
      unit('komatsu-pc210-excavator'),
      unit('hitachi-zx350-excavator'),
      unit('asphalt-paver'),
    ];
    render(<RentalCatalog items={mixed} />);
    const expected = ['All', 'Ship', 'Generators', 'Heavy Equipment', 'Road Equipment'];
    expect(
      within(filterGroup())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expected);
    // Category filter buttons at every width (spec): no dropdown on phones.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    // The Equipment Categories section follows the same list.
    expect(
      within(tiles())
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([
      'Ship 1 Equipment Unit',
      'Generators 1 Equipment Unit',
      'Heavy Equipment 2 Equipment Units',
      'Road Equipment 1 Equipment Unit',
    ]);
  });

  it('counts and lists the rental cards of the chosen category', async () => {
    const user = userEvent.setup();
    render(<RentalCatalog items={equipment} />);
    await user.click(within(filterGroup()).getByRole('button', { name: 'Heavy Vehicles' }));
    expect(screen.getByText('2 Equipment Available')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Hino 10-Wheel Dump Truck', 'Prime Mover with Low-Bed Trailer']);
    await user.click(within(filterGroup()).getByRole('button', { name: 'Ship' }));
    expect(screen.getByText('1 Equipment Available')).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getAllByText('1,500 Ton')).toHaveLength(2);
    expect(within(card).getByText('Bulkhead Cargo Vessel')).toBeInTheDocument();
    expect(within(card).getByText('Available for rent and project deployment')).toBeInTheDocument();
    await user.click(within(filterGroup()).getByRole('button', { name: 'All' }));
    expect(screen.getByText('12 Equipment Available')).toBeInTheDocument();
  });

  it("shows 'No equipment found in this category.' when the list is empty", () => {
    render(<RentalCatalog items={[]} />);
    expect(
      within(filterGroup())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All']);
    expect(screen.getByText('0 Equipment Available')).toBeInTheDocument();
    expect(screen.getByText('No equipment found in this category.')).toBeInTheDocument();
    expect(within(tiles()).queryAllByRole('button')).toHaveLength(0);
  });

  it("shows each category's units under Equipment Categories; clicking one applies that filter", async () => {
    const user = userEvent.setup();
    render(<RentalCatalog items={equipment} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Equipment Categories' })).toBeInTheDocument();
    expect(within(tiles()).getAllByRole('button')).toHaveLength(7);
    expect(within(tiles()).getByRole('button', { name: 'Generators 1 Equipment Unit' })).toBeInTheDocument();

    await user.click(within(tiles()).getByRole('button', { name: 'Heavy Equipment 3 Equipment Units' }));
    expect(screen.getByText('3 Equipment Available')).toBeInTheDocument();
    expect(within(filterGroup()).getByRole('button', { name: 'Heavy Equipment' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardNames()).toEqual([
      'Komatsu PC210 Excavator',
      'Hitachi ZX350 Excavator',
      'Caterpillar D6 Bulldozer',
    ]);
  });

  it('opens a card in a modal with Supply Capacity and a WhatsApp enquiry naming the unit; Escape closes it', async () => {
    const user = userEvent.setup();
    render(<RentalCatalog items={equipment} />);
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
});
