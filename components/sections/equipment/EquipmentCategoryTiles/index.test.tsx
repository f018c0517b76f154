import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crane, ship, zap } from '@/components/ui/Icon/paths';
import { EquipmentCategoryTiles, type EquipmentCategoryTile } from '.';

const tiles: EquipmentCategoryTile[] = [
  { category: 'Heavy Equipment', count: 3, icon: crane },
  { category: 'Generators', count: 1, icon: zap },
  { category: 'Ship', count: 0, icon: ship },
];

describe('EquipmentCategoryTiles', () => {
  it("shows each category with 'Equipment Unit' for one unit and 'Equipment Units' otherwise", () => {
    render(<EquipmentCategoryTiles tiles={tiles} selected="All" onSelect={() => {}} />);
    expect(screen.getAllByRole('button').map((tile) => tile.textContent)).toEqual([
      'Heavy Equipment 3 Equipment Units',
      'Generators 1 Equipment Unit',
      'Ship 0 Equipment Units',
    ]);
  });

  it('marks the category the list shows, and reports the one a visitor picks', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<EquipmentCategoryTiles tiles={tiles} selected="Generators" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'Generators 1 Equipment Unit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Ship 0 Equipment Units' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Heavy Equipment 3 Equipment Units' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('Heavy Equipment');
  });
});
