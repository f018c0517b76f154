import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equipment, equipmentPage } from '@/content/equipment';
import { equipmentCategories } from '@/content/types';
import { EquipmentCatalog } from '.';

const names = (category?: string) =>
  equipment.filter((item) => !category || item.category === category).map((item) => item.name);

function cardNames() {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
}

function tiles() {
  return screen.getByRole('region', { name: equipmentPage.categories.title });
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

describe('EquipmentCatalog', () => {
  it("shows the whole fleet under All with '12 Equipment Available'", () => {
    render(<EquipmentCatalog items={equipment} />);
    expect(screen.getByRole('heading', { level: 2, name: equipmentPage.fleet.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('12 Equipment Available')).toBeInTheDocument();
    expect(cardNames()).toEqual(names());
    for (const name of names()) {
      expect(screen.getByRole('button', { name: `View Details of ${name}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers All and the seven equipment categories in their order, as buttons and as a dropdown', () => {
    render(<EquipmentCatalog items={equipment} />);
    const options = ['All', ...equipmentCategories];
    const group = screen.getByRole('group', { name: 'Filter equipment by category' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(options);
    const select = screen.getByRole('combobox', { name: 'Filter equipment by category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(options);
  });

  it('counts and lists the units of each category, the same word in singular and plural', async () => {
    const user = userEvent.setup();
    render(<EquipmentCatalog items={equipment} />);
    const expected = {
      'Heavy Equipment': 3,
      'Medium Equipment': 2,
      'Heavy Vehicles': 2,
      'Medium Vehicles': 1,
      Generators: 1,
      'Road Equipment': 2,
      Ship: 1,
    };
    const group = screen.getByRole('group', { name: 'Filter equipment by category' });
    for (const [category, count] of Object.entries(expected)) {
      await user.click(within(group).getByRole('button', { name: category }));
      expect(screen.getByText(`${count} Equipment Available`)).toBeInTheDocument();
      expect(cardNames()).toEqual(names(category));
    }
    await user.selectOptions(screen.getByRole('combobox'), 'All');
    expect(screen.getByText('12 Equipment Available')).toBeInTheDocument();
  });

  it("shows 'No equipment found in this category.' for a category with no unit, and a way back", async () => {
    const user = userEvent.setup();
    const withoutShips = equipment.filter((item) => item.category !== 'Ship');
    render(<EquipmentCatalog items={withoutShips} />);
    expect(screen.getByText('11 Equipment Available')).toBeInTheDocument();
    // All seven categories are still offered.
    await user.selectOptions(screen.getByRole('combobox'), 'Ship');
    expect(screen.getByText('0 Equipment Available')).toBeInTheDocument();
    expect(screen.getByText('No equipment found in this category.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(within(tiles()).getByRole('button', { name: 'Ship 0 Equipment Units' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Show all equipment' }));
    expect(screen.getByText('11 Equipment Available')).toBeInTheDocument();
    expect(screen.queryByText('No equipment found in this category.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has a tile per category with its units; a tile sets the filter', async () => {
    const user = userEvent.setup();
    render(<EquipmentCatalog items={equipment} />);
    expect(
      screen.getByRole('heading', { level: 2, name: equipmentPage.categories.title }),
    ).toBeInTheDocument();
    expect(
      within(tiles())
        .getAllByRole('button')
        .map((tile) => tile.textContent),
    ).toEqual([
      'Heavy Equipment 3 Equipment Units',
      'Medium Equipment 2 Equipment Units',
      'Heavy Vehicles 2 Equipment Units',
      'Medium Vehicles 1 Equipment Unit',
      'Generators 1 Equipment Unit',
      'Road Equipment 2 Equipment Units',
      'Ship 1 Equipment Unit',
    ]);

    await user.click(within(tiles()).getByRole('button', { name: 'Road Equipment 2 Equipment Units' }));
    expect(screen.getByText('2 Equipment Available')).toBeInTheDocument();
    expect(cardNames()).toEqual(['Sakai SV512 Vibratory Roller', 'Asphalt Paver Finisher']);
    expect(screen.getByRole('button', { name: 'Road Equipment' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox')).toHaveValue('Road Equipment');
  });

  it("opens a unit's modal with its Supply Capacity and no rental enquiry", async () => {
    const user = userEvent.setup();
    render(<EquipmentCatalog items={equipment} />);
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
