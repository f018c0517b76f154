import { render, screen, within } from '@testing-library/react';
import { iconDrawingsFor } from '@/components/ui/Icon';
import userEvent from '@testing-library/user-event';
import { equipment, equipmentCategoryIcons } from '@/content/equipment';
import { filterOptions } from '@/lib/filters';
import { isModalOpen } from '@/tests/unit/test-utils';
import { mockReducedMotion } from '@/tests/unit/media-query';
import { EquipmentCard } from '@/components/sections/equipment/EquipmentCard';
import { EquipmentDetails, equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';
import { EquipmentBrowser } from '.';

const scrollIntoView = jest.fn();

function renderBrowser() {
  return render(
    <EquipmentBrowser
      entries={equipment.map((item) => ({
        item,
        dialogId: equipmentDialogId(item),
        card: <EquipmentCard item={item} />,
        details: <EquipmentDetails item={item} />,
      }))}
      options={filterOptions(equipment)}
      icons={iconDrawingsFor(equipmentCategoryIcons)}
      list={{ headingId: 'list', eyebrow: 'Fleet', title: 'The fleet', lead: 'Every unit.' }}
      categories={{ headingId: 'categories', eyebrow: 'Browse', title: 'By category', lead: 'Pick one.' }}
    />,
  );
}

function tile(name: string) {
  return within(screen.getByRole('region', { name: 'By category' })).getByRole('button', { name });
}

/** The element a tile brings into view: the one holding the filter, the count line and the cards. */
function listArea() {
  return screen.getByText('12 Equipment Available').closest('[tabindex="-1"]');
}

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('EquipmentBrowser', () => {
  it('starts on All with no unit chosen', () => {
    renderBrowser();
    expect(screen.getByText('12 Equipment Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(tile('Ship 1 Equipment Unit')).toHaveAttribute('aria-pressed', 'false');
  });

  it('a tile sets the filter, scrolls the list into view smoothly and moves focus to it', async () => {
    const user = userEvent.setup();
    renderBrowser();
    const area = listArea();
    await user.click(tile('Generators 1 Equipment Unit'));
    expect(screen.getByText('1 Equipment Available')).toBeInTheDocument();
    expect(tile('Generators 1 Equipment Unit')).toHaveAttribute('aria-pressed', 'true');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(area);
    expect(area).toHaveFocus();
    // The next Tab reaches the filter, not the rest of the page under the tiles.
    await user.tab();
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    const user = userEvent.setup();
    renderBrowser();
    await user.click(tile('Ship 1 Equipment Unit'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(screen.getByText('1 Equipment Available')).toBeInTheDocument();
  });

  it('the filter marks the matching tile, and a filter change does not move the page', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(screen.getByRole('button', { name: 'Road Equipment' }));
    expect(tile('Road Equipment 2 Equipment Units')).toHaveAttribute('aria-pressed', 'true');
    expect(tile('Ship 1 Equipment Unit')).toHaveAttribute('aria-pressed', 'false');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens the chosen card, and another after closing, one modal at a time', async () => {
    const user = userEvent.setup();
    renderBrowser();
    const first = screen.getByRole('button', { name: 'View Details of Caterpillar D6 Bulldozer' });
    await user.click(first);
    let dialog = screen.getByRole('dialog', { name: 'Caterpillar D6 Bulldozer' });
    expect(isModalOpen()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(first).toHaveFocus();
    expect(isModalOpen()).toBe(false);

    const second = screen.getByRole('button', { name: 'View Details of Tata LPK 1613 Tipper' });
    second.focus();
    await user.keyboard('{Enter}');
    dialog = screen.getByRole('dialog', { name: 'Tata LPK 1613 Tipper' });
    expect(within(dialog).getByText('10 Ton')).toBeInTheDocument();
    expect(within(dialog).queryByText('Caterpillar D6 Bulldozer')).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
