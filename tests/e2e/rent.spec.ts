import { company } from '../../content/company';
import { equipment as fleets, rentPage as pages } from '../../content/equipment';
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
import { expect, test, visit } from './fixtures';

const equipment = fleets.en;
const rentPage = pages.en;

/** Each category of the list once, in first-seen order: the Rent filter's choices after All. */
const categories = [...new Set(equipment.map((item) => item.categoryName))];

test.describe('rent', () => {
  test('heads the rental list with the count for the filter; All plus each category of the list', async ({
    page,
  }) => {
    await visit(page, '/rent/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Rental Equipment');
    const list = page.getByRole('region', { name: rentPage.fleet.title });
    await expect(countLine(page)).toHaveText('12 Equipment Available');
    await expect(list.getByRole('article').filter({ visible: true })).toHaveCount(12);
    await expectPicturesLoaded(list);

    const filter = equipmentFilter(page);
    await filter.expectForm(expectedForm(page));
    expect(await filter.choices()).toEqual(['All', ...categories]);
    await walkCategories(page, list, categories);
    await expect(countLine(page)).toHaveText('12 Equipment Available');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  });

  test(
    'each rental card shows both badges, name, type, capacity, category and the rental note',
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/rent/');
      const list = page.getByRole('region', { name: rentPage.fleet.title });
      for (const item of equipment) {
        const card = list
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: item.name }) });
        await card.scrollIntoViewIfNeeded();
        await expect(card.getByText(item.categoryName, { exact: true })).toHaveCount(2);
        await expect(card.getByText(item.capacity, { exact: true })).toHaveCount(2);
        await expect(card.getByRole('term')).toHaveText(['Type', 'Capacity', 'Category']);
        await expect(card.getByRole('definition')).toHaveText([item.type, item.capacity, item.categoryName]);
        await expect(card.getByText('Available for rent and project deployment')).toBeVisible();
      }
    },
  );

  test('Equipment Categories shows the units per category; clicking one applies that filter', async ({
    page,
  }) => {
    await visit(page, '/rent/');
    const tiles = page.getByRole('region', { name: 'Equipment Categories' });
    expect(await tileTexts(tiles)).toEqual(categories.map(tileName));
    await useTile(page, tiles, 'Road Equipment');
    const list = page.getByRole('region', { name: rentPage.fleet.title });
    await expect(cardNames(list)).toHaveText([
      unit('sakai-vibratory-roller').name,
      unit('asphalt-paver').name,
    ]);
    await useTile(page, tiles, 'Medium Vehicles');
    await expect(list.getByRole('article').filter({ visible: true })).toHaveCount(1);
  });

  test('a card opens a modal with Supply Capacity and a WhatsApp enquiry naming the unit', async ({
    page,
    externalRequests,
  }) => {
    await visit(page, '/rent/');
    const opener = page.getByRole('button', { name: 'View Details of Prime Mover with Low-Bed Trailer' });
    await opener.click();
    const dialog = await expectUnitDialog(page, 'low-bed-trailer');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectPageStill(page);

    const whatsapp = dialog.getByRole('link', {
      name: 'Ask on WhatsApp about renting the Prime Mover with Low-Bed Trailer',
    });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${company.whatsapp.e164.replace('+', '')}`);
    expect(href.searchParams.get('text')).toBe(
      rentPage.enquiry.whatsappMessage('Prime Mover with Low-Bed Trailer'),
    );

    await page.keyboard.press('Escape');
    await expectClosed(page, dialog, opener);

    // Another unit, closed with its button.
    const vessel = page.getByRole('button', { name: 'View Details of MV Unnoti-1 Bulkhead' });
    await vessel.click();
    const second = await expectUnitDialog(page, 'bulkhead-cargo-vessel');
    const text = new URL(
      (await second.getByRole('link', { name: /^Ask on WhatsApp/ }).getAttribute('href')) ?? '',
    ).searchParams.get('text');
    expect(text).toContain('MV Unnoti-1 Bulkhead');
    await second.getByRole('button', { name: 'Close' }).click();
    await expectClosed(page, second, vessel);
    // Nothing left the site: the WhatsApp link was only looked at.
    expect(externalRequests.filter((url) => url.includes('wa.me'))).toEqual([]);
  });

  test(
    "the modal's enquiry link goes to the contact page and releases the scroll lock",
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/rent/');
      await equipmentFilter(page).choose('Generators');
      await page.getByRole('button', { name: 'View Details of Cummins 500 kVA Generator' }).click();
      const dialog = await expectUnitDialog(page, 'cummins-500kva-generator');
      const contact = dialog.getByRole('link', { name: rentPage.enquiry.contactLabel });
      await expect(contact).toHaveAttribute('href', '/contact/');
      await contact.click();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.contact.intro.title);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    },
  );
});
