import { company } from '../../content/company';
import { equipmentCategoryLabels, equipment as fleets, rentPage as pages } from '../../content/equipment';
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
import { actionName, expect, test, visit } from './fixtures';

const equipment = fleets.en;
const rentPage = pages.en;
const { list: listText, enquiry } = rentPage;

/** Each category of the list once, in first-seen order: the Rent filter's choices after All. */
const categories = [...new Set(equipment.map((item) => item.categoryName))];

const viewDetails = (id: string) => actionName(shellText.en.viewDetails, unit(id).name);

// The Rent page in one visit at each size (the filter's chips, the tiles' scroll and the modal's fit
// depend on the width); every card's words, and a modal's link away, once.
test('rent: the count for the filter, All plus each category; the tiles apply theirs; a card opens a modal with Supply Capacity and a WhatsApp enquiry naming the unit', async ({
  page,
  externalRequests,
}) => {
  await visit(page, '/rent/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Rental Equipment');
  const list = page.getByRole('region', { name: rentPage.fleet.title });

  await test.step('the list, its count and its filter', async () => {
    await expect(countLine(page)).toHaveText(listText.count(equipment.length));
    await expect(list.getByRole('article').filter({ visible: true })).toHaveCount(equipment.length);
    await expectPicturesLoaded(list);

    const filter = equipmentFilter(page);
    await filter.expectForm(expectedForm(page));
    expect(await filter.choices()).toEqual([shellText.en.list.all, ...categories]);
    await walkCategories(page, list, categories);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  });

  await test.step('Equipment Categories shows the units per category; clicking one applies that filter', async () => {
    const tiles = page.getByRole('region', { name: 'Equipment Categories' });
    expect(await tileTexts(tiles)).toEqual(categories.map(tileName));
    const { 'road-equipment': roads, 'medium-vehicles': mediumVehicles } = equipmentCategoryLabels.en;
    await chooseTile(page, tiles, roads);
    await expect(cardNames(list)).toHaveText(unitsIn(roads).map((item) => item.name));
    await chooseTile(page, tiles, mediumVehicles);
    await expect(cardNames(list)).toHaveText(unitsIn(mediumVehicles).map((item) => item.name));
    await equipmentFilter(page).choose(shellText.en.list.all);
  });

  await test.step('a card opens a modal with Supply Capacity and a WhatsApp enquiry naming the unit', async () => {
    const trailer = unit('low-bed-trailer');
    const opener = page.getByRole('button', { name: viewDetails(trailer.id) });
    await opener.click();
    const dialog = await expectUnitDialog(page, trailer.id);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectPageStill(page);

    const whatsapp = dialog.getByRole('link', { name: actionName(enquiry.whatsapp, trailer.name) });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${company.whatsapp.e164.replace('+', '')}`);
    expect(href.searchParams.get('text')).toBe(enquiry.whatsappMessage(trailer.name));

    await page.keyboard.press('Escape');
    await expectClosed(page, dialog, opener);

    // Another unit, closed with its button.
    const vessel = unit('bulkhead-cargo-vessel');
    const vesselOpener = page.getByRole('button', { name: viewDetails(vessel.id) });
    await vesselOpener.click();
    const second = await expectUnitDialog(page, vessel.id);
    const text = new URL(
      (await second
        .getByRole('link', { name: new RegExp(`^${enquiry.whatsapp.shown}`) })
        .getAttribute('href')) ?? '',
    ).searchParams.get('text');
    expect(text).toBe(enquiry.whatsappMessage(vessel.name));
    await second.getByRole('button', { name: 'Close' }).click();
    await expectClosed(page, second, vesselOpener);
    // Nothing left the site: the WhatsApp link was only looked at.
    expect(externalRequests.filter((url) => url.includes('wa.me'))).toEqual([]);
  });
});

test(
  "each rental card shows both badges, name, type, capacity, category and the rental note; the modal's enquiry link goes to the contact page and releases the scroll lock",
  { tag: '@once' },
  async ({ page }) => {
    await visit(page, '/rent/');
    const list = page.getByRole('region', { name: rentPage.fleet.title });
    const { card: words } = rentPage;
    for (const item of equipment) {
      const card = list.getByRole('article').filter({ has: page.getByRole('heading', { name: item.name }) });
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText(item.categoryName, { exact: true })).toHaveCount(2);
      await expect(card.getByText(item.capacity, { exact: true })).toHaveCount(2);
      await expect(card.getByRole('term')).toHaveText([words.type, words.capacity, words.category]);
      await expect(card.getByRole('definition')).toHaveText([item.type, item.capacity, item.categoryName]);
      await expect(card.getByText('Available for rent and project deployment')).toBeVisible();
    }

    const generator = unit('cummins-500kva-generator');
    await equipmentFilter(page).choose(generator.categoryName);
    await page.getByRole('button', { name: viewDetails(generator.id) }).click();
    const dialog = await expectUnitDialog(page, generator.id);
    const contact = dialog.getByRole('link', { name: enquiry.contactLabel });
    await expect(contact).toHaveAttribute('href', '/contact/');
    await contact.click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.contact.intro.title);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  },
);
