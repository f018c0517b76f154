import {
  equipment as fleets,
  equipmentCategories as categoryKeys,
  equipmentCategoryLabels,
  equipmentPage as pages,
} from '../../content/equipment';
import { pageText } from '../../content/navigation';
import { shellText } from '../../content/shell';
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
  unitsIn,
  chooseTile,
  walkCategories,
} from './equipment-steps';
import { cardNames, tileTexts } from './filter-steps';
import { actionName, expect, isMobile, test, visit } from './fixtures';

const equipment = fleets.en;
const equipmentPage = pages.en;
const labels = equipmentCategoryLabels.en;
/** The categories' English names, in their order. */
const equipmentCategories = categoryKeys.map((key) => labels[key]);

const viewDetails = (id: string) => actionName(shellText.en.viewDetails, unit(id).name);

// The Equipment page in one visit at each size: the filter is chips or a dropdown, the grid one column
// or three, and the tiles scroll the list into view.
test("equipment: the fleet filtered by category with the count line 'N Equipment Available'; the tiles set the filter; a unit opens in a modal, closed with its button or Escape, focus given back", async ({
  page,
}) => {
  await visit(page, '/equipment/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.equipment.intro.title);
  const list = page.getByRole('region', { name: equipmentPage.fleet.title });
  const filter = equipmentFilter(page);

  await test.step('the fleet and its filter', async () => {
    await expect(countLine(page)).toHaveText(equipmentPage.list.count(equipment.length));
    await expect(cardNames(list)).toHaveText(equipment.map((item) => item.name));
    await expectPicturesLoaded(list);

    // All seven categories, in their order, as buttons on desktop and a dropdown on a phone.
    await filter.expectForm(expectedForm(page));
    expect(await filter.choices()).toEqual([shellText.en.list.all, ...equipmentCategories]);
    await walkCategories(page, list, equipmentCategories);
    await expect(list.getByRole('article').filter({ visible: true })).toHaveCount(equipment.length);

    // Phones get one column, wider screens three; nothing sticks out sideways.
    const cards = list.getByRole('article');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (isMobile(page)) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else expect(second!.y).toBe(first!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  });

  await test.step('category tiles show the units per category and set the filter', async () => {
    const tiles = page.getByRole('region', { name: equipmentPage.categories.title });
    expect(await tileTexts(tiles)).toEqual(equipmentCategories.map(tileName));
    for (const category of [labels.ship, labels['heavy-equipment']]) {
      await chooseTile(page, tiles, category);
      await expect(cardNames(list)).toHaveText(unitsIn(category).map((item) => item.name));
    }
    await filter.choose(shellText.en.list.all);
  });

  await test.step('a unit opens in a modal, closed with its button and with Escape, focus given back', async () => {
    const excavator = unit('hitachi-zx350-excavator');
    const opener = page.getByRole('button', { name: viewDetails(excavator.id) });
    await opener.click();
    const first = await expectUnitDialog(page, excavator.id);
    // Asked about as on the Rent page (issue 54): a WhatsApp message naming it, and the contact page.
    await expect(first.getByRole('link')).toHaveText([
      new RegExp(`^${equipmentPage.enquiry.whatsapp.shown}`),
      equipmentPage.enquiry.contactLabel,
    ]);
    const close = first.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expectPageStill(page);
    await close.click();
    await expectClosed(page, first, opener);

    // The second from the keyboard, after filtering, as a visitor without a mouse would.
    const generator = unit('cummins-500kva-generator');
    await filter.choose(generator.categoryName);
    const generatorOpener = page.getByRole('button', { name: viewDetails(generator.id) });
    await generatorOpener.focus();
    await page.keyboard.press('Enter');
    const second = await expectUnitDialog(page, generator.id);
    await page.keyboard.press('Escape');
    await expectClosed(page, second, generatorOpener);
    await expect(countLine(page)).toHaveText(
      equipmentPage.list.count(unitsIn(generator.categoryName).length),
    );
  });
});

test('opens a unit from anywhere on its card; the backdrop closes it', { tag: '@once' }, async ({ page }) => {
  await visit(page, '/equipment/');
  const paver = unit('asphalt-paver');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: paver.name }) });
  await card.scrollIntoViewIfNeeded();
  // A click on the picture lands on the card's button, stretched over the whole card.
  await card.click({ position: { x: 60, y: 60 } });
  const dialog = await expectUnitDialog(page, paver.id);
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});
