import {
  equipment as fleets,
  equipmentCategories as categoryKeys,
  equipmentCategoryLabels,
  equipmentPage as pages,
} from '../../content/equipment';
import { pageText } from '../../content/navigation';
import {
  countLine,
  expectClosed,
  expectPageStill,
  expectPicturesLoaded,
  expectUnitDialog,
  equipmentFilter,
  expectedForm,
  tileName,
  unit,
  useTile,
  walkCategories,
} from './equipment-steps';
import { cardNames, tileTexts } from './filter-steps';
import { expect, isMobile, test, visit } from './fixtures';

const equipment = fleets.en;
const equipmentPage = pages.en;
/** The categories' English names, in their order. */
const equipmentCategories = categoryKeys.map((key) => equipmentCategoryLabels.en[key]);

test.describe('equipment', () => {
  test("filters the fleet by category with the count line 'N Equipment Available'", async ({ page }) => {
    await visit(page, '/equipment/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.equipment.intro.title);
    const list = page.getByRole('region', { name: equipmentPage.fleet.title });
    await expect(countLine(page)).toHaveText('12 Equipment Available');
    await expect(cardNames(list)).toHaveText(equipment.map((item) => item.name));
    await expectPicturesLoaded(list);

    // All seven categories, in their order, as buttons on desktop and a dropdown on a phone.
    const filter = equipmentFilter(page);
    await filter.expectForm(expectedForm(page));
    expect(await filter.choices()).toEqual(['All', ...equipmentCategories]);
    await walkCategories(page, list, equipmentCategories);
    await expect(countLine(page)).toHaveText('12 Equipment Available');
    await expect(list.getByRole('article').filter({ visible: true })).toHaveCount(12);

    // Phones get one column, wider screens three; nothing sticks out sideways.
    const cards = list.getByRole('article');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (isMobile(page)) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else expect(second!.y).toBe(first!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  });

  test('category tiles show the units per category and set the filter', async ({ page }) => {
    await visit(page, '/equipment/');
    const tiles = page.getByRole('region', { name: equipmentPage.categories.title });
    expect(await tileTexts(tiles)).toEqual(equipmentCategories.map(tileName));
    await useTile(page, tiles, 'Ship');
    const list = page.getByRole('region', { name: equipmentPage.fleet.title });
    await expect(list.getByRole('article').filter({ visible: true })).toHaveCount(1);
    await expect(cardNames(list)).toHaveText(unit('bulkhead-cargo-vessel').name);

    await useTile(page, tiles, 'Heavy Equipment');
    await expect(list.getByRole('article').filter({ visible: true })).toHaveCount(3);
  });

  test('opens a unit in a modal, closes it with the button and with Escape, and gives focus back', async ({
    page,
  }) => {
    await visit(page, '/equipment/');

    const excavator = page.getByRole('button', { name: 'View Details of Hitachi ZX350 Excavator' });
    await excavator.click();
    const first = await expectUnitDialog(page, 'hitachi-zx350-excavator');
    // Asked about as on the Rent page (issue 54): a WhatsApp message naming it, and the contact page.
    await expect(first.getByRole('link')).toHaveText([
      new RegExp(`^${pages.en.enquiry.whatsapp.shown}`),
      pages.en.enquiry.contactLabel,
    ]);
    const close = first.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expectPageStill(page);
    await close.click();
    await expectClosed(page, first, excavator);

    // The second from the keyboard, after filtering, as a visitor without a mouse would.
    await equipmentFilter(page).choose('Generators');
    const generator = page.getByRole('button', { name: 'View Details of Cummins 500 kVA Generator' });
    await generator.focus();
    await page.keyboard.press('Enter');
    const second = await expectUnitDialog(page, 'cummins-500kva-generator');
    await page.keyboard.press('Escape');
    await expectClosed(page, second, generator);
    await expect(countLine(page)).toHaveText('1 Equipment Available');
  });

  test(
    'opens a unit from anywhere on its card; the backdrop closes it',
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/equipment/');
      const card = page.getByRole('article').filter({ hasText: 'Asphalt Paver Finisher' });
      await card.scrollIntoViewIfNeeded();
      // A click on the picture lands on the card's button, stretched over the whole card.
      await card.click({ position: { x: 60, y: 60 } });
      const dialog = await expectUnitDialog(page, 'asphalt-paver');
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    },
  );
});
