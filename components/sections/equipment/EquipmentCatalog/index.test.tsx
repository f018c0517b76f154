import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { equipment, equipmentCategoryLabels, equipmentPage, rentPage } from '@/content/equipment';
import { shellText } from '@/content/shell';
import { EquipmentCatalog } from '.';

// The filter, the count line, the cards, the tiles and the modal are proved in a browser
// (tests/e2e/equipment.spec.ts, rent.spec.ts, before-scripts.spec.ts). The site's fleet has a unit
// in every category, so the spec's empty state cannot be reached there: it is reached here, with a
// fleet that lacks one, and jsdom draws the list's rule as it draws any stylesheet.

const ship = equipmentCategoryLabels.en.ship;
const withoutShips = equipment.en.filter((item) => item.category !== 'ship');
const countLine = (count: number) => screen.getByText(equipmentPage.en.list.count(count));

describe('EquipmentCatalog', () => {
  it("shows the spec's empty state for a category with no unit, and a way back to every unit", async () => {
    const user = userEvent.setup();
    render(<EquipmentCatalog page="equipment" locale="en" items={withoutShips} />);
    const empty = screen.getByText(equipmentPage.en.list.empty);
    expect(empty).not.toBeVisible();

    const filter = screen.getByRole('radiogroup', { name: equipmentPage.en.list.filterLabel });
    await user.click(within(filter).getByRole('radio', { name: ship }));
    expect(empty).toBeVisible();
    expect(countLine(0)).toBeVisible();

    await user.click(screen.getByText(equipmentPage.en.list.showAll));
    expect(within(filter).getByRole('radio', { name: shellText.en.list.all })).toBeChecked();
    expect(empty).not.toBeVisible();
    expect(countLine(withoutShips.length)).toBeVisible();
  });

  it('shows it on the Rent page when no unit is listed', () => {
    render(<EquipmentCatalog page="rent" locale="en" items={[]} />);
    expect(screen.getByText(rentPage.en.list.empty)).toBeVisible();
    expect(countLine(0)).toBeVisible();
  });
});
