import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { iconDrawingsFor } from '@/components/ui/Icon';
import {
  equipment,
  equipmentCategories,
  equipmentCategoryIcons,
  equipmentCategoryLabels,
  equipmentPage,
} from '@/content/equipment';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { fakeIntersectionObserver } from '@/tests/unit/intersection-observer';
import { markedTiles, shownTexts, tile } from '@/tests/unit/list-views';
import { mockReducedMotion } from '@/tests/unit/media-query';
import { isModalOpen } from '@/tests/unit/test-utils';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { EquipmentCard } from '@/components/sections/equipment/EquipmentCard';
import { EquipmentDetails, equipmentDialogId } from '@/components/sections/equipment/EquipmentDetails';
import { EquipmentBrowser } from '.';

// The page's listeners (components/layout/DocumentListeners): a tile brings the list into view, and
// a card's button opens its modal where the browser lacks invoker commands (jsdom does).
jest.mock('next/navigation', () => ({
  usePathname: () => '/equipment/',
  useRouter: () => ({ push: () => {}, prefetch: () => {} }),
}));
fakeIntersectionObserver();

const scrollIntoView = jest.fn();

function renderBrowser(locale: Locale = 'en') {
  const text = equipmentPage[locale];
  render(
    <>
      <EquipmentBrowser
        locale={locale}
        id="fleet"
        entries={equipment[locale].map((item) => ({
          item,
          dialogId: equipmentDialogId(item),
          card: <EquipmentCard locale={locale} item={item} text={text.card} />,
          details: (
            <EquipmentDetails locale={locale} item={item} text={text.details} enquiry={text.enquiry} />
          ),
        }))}
        categories={equipmentCategories}
        labels={{ text: shellText[locale].list, categories: equipmentCategoryLabels[locale] }}
        text={text.list}
        icons={iconDrawingsFor(equipmentCategoryIcons)}
        list={{ headingId: 'list', eyebrow: 'Fleet', title: 'The fleet', lead: 'Every unit.' }}
        categoriesHeading={{
          headingId: 'categories',
          eyebrow: 'Browse',
          title: 'By category',
          lead: 'Pick one.',
        }}
      />
      <DocumentListeners />
    </>,
  );
  return userEvent.setup();
}

const filter = () => screen.getByRole('radiogroup', { name: 'Filter equipment by category' });
const category = (name: string) => within(filter()).getByRole('radio', { name });
const countLine = () => shownTexts(screen.getAllByText(/^\d+ Equipment Available$/));
const tiles = () => screen.getByRole('region', { name: 'By category' });

/** The element a tile brings into view: the one holding the filter, the count line and the cards. */
const listArea = () => filter().closest('[tabindex="-1"]');

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('EquipmentBrowser', () => {
  it('starts on All with no unit chosen and no tile marked', () => {
    renderBrowser();
    expect(countLine()).toEqual(['12 Equipment Available']);
    expect(category('All')).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(markedTiles(tiles())).toEqual([]);
  });

  it('a tile sets the filter, marks itself, scrolls the list into view smoothly and moves focus into it', async () => {
    const user = renderBrowser();
    const area = listArea();
    await user.click(tile(tiles(), 'Generators'));
    expect(category('Generators')).toBeChecked();
    expect(countLine()).toEqual(['1 Equipment Available']);
    expect(markedTiles(tiles())).toEqual(['Generators 1 Equipment Unit']);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(area);
    expect(area?.contains(document.activeElement)).toBe(true);
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    mockReducedMotion(true);
    const user = renderBrowser();
    await user.click(tile(tiles(), 'Ship'));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
    expect(countLine()).toEqual(['1 Equipment Available']);
  });

  it('the filter marks the matching tile, and a filter change does not move the page', async () => {
    const user = renderBrowser();
    await user.click(category('Road Equipment'));
    expect(markedTiles(tiles())).toEqual(['Road Equipment 2 Equipment Units']);
    await user.click(category('Ship'));
    expect(markedTiles(tiles())).toEqual(['Ship 1 Equipment Unit']);
    await user.click(category('All'));
    expect(markedTiles(tiles())).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens the chosen card, and another after closing, one modal at a time', async () => {
    const user = renderBrowser();
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

  it('speaks Bangla on the Bangla page: filter, count line and tiles in Bengali digits, the modal', async () => {
    const user = renderBrowser('bn');
    const bnFilter = screen.getByRole('radiogroup', { name: 'শ্রেণি অনুযায়ী যন্ত্রপাতি বাছাই করুন' });
    expect(within(bnFilter).getByRole('radio', { name: 'সব' })).toBeChecked();
    expect(shownTexts(screen.getAllByText(/যন্ত্র প্রস্তুত$/))).toEqual(['১২টি যন্ত্র প্রস্তুত']);

    await user.click(tile(tiles(), 'সড়ক নির্মাণের যন্ত্রপাতি'));
    expect(within(bnFilter).getByRole('radio', { name: 'সড়ক নির্মাণের যন্ত্রপাতি' })).toBeChecked();
    expect(shownTexts(screen.getAllByText(/যন্ত্র প্রস্তুত$/))).toEqual(['২টি যন্ত্র প্রস্তুত']);
    expect(markedTiles(tiles())).toEqual(['সড়ক নির্মাণের যন্ত্রপাতি ২টি যন্ত্র']);

    await user.click(screen.getByRole('button', { name: /অ্যাসফল্ট পেভার ফিনিশার সম্পর্কে/ }));
    const dialog = screen.getByRole('dialog', { name: 'অ্যাসফল্ট পেভার ফিনিশার' });
    expect(within(dialog).getByText('পেভিং প্রস্থ ৬ মিটার')).toBeInTheDocument();
    expect(within(dialog).getByText(equipmentPage.bn.details.capacity)).toBeInTheDocument();
  });
});
