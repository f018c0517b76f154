import type { Locator, Page } from '@playwright/test';
import { equipment as fleets, equipmentPage } from '../../content/equipment';
import { byId, expect, hydrated, isMobile, scrollSettled, wheelScroll } from './fixtures';
import { cardNames, categoryFilter, expectTileChosen, tile } from './filter-steps';

/** What the Equipment and Rent specs share: the filter, the count line, the cards, the tiles and the modal. */

/** The list's words, the same on Equipment and Rent. */
const { list: listText } = equipmentPage.en;

export const FILTER = listText.filterLabel;

/** The fleet as the English pages show it. */
const equipment = fleets.en;

export const unit = (id: string) => byId(equipment, id);

/** Units per category (by its English name, as the filter shows it), in the order of the list. */
export function unitsIn(category: string) {
  return equipment.filter((item) => item.categoryName === category);
}

export function countLine(page: Page) {
  return page.getByText(/^\d+ Equipment Available$/).filter({ visible: true });
}

/** A category tile's text: the category and its number of units. */
export function tileName(category: string) {
  return `${category} ${listText.units(unitsIn(category).length)}`;
}

/** The equipment filter (filter-steps.ts): a dropdown on a phone for Equipment, chips at every width on Rent (spec: "Category filter buttons"). */
export function equipmentFilter(page: Page) {
  return categoryFilter(page, FILTER);
}

/** The form the filter should take on this page and viewport. */
export function expectedForm(page: Page) {
  return isMobile(page) && !new URL(page.url()).pathname.startsWith('/rent/') ? 'dropdown' : 'chips';
}

/**
 * Chooses each of `categories` in turn: the count line and the cards of `list` follow and the filter
 * shows it chosen. Then back to All: the whole fleet again.
 */
export async function walkCategories(page: Page, list: Locator, categories: readonly string[]) {
  const names = cardNames(list);
  const filter = equipmentFilter(page);
  for (const category of categories) {
    await filter.choose(category);
    const units = unitsIn(category);
    await expect(countLine(page)).toHaveText(listText.count(units.length));
    await expect(names).toHaveText(units.map((item) => item.name));
    await filter.expectChosen(category);
  }
  await filter.choose('All');
  await expect(countLine(page)).toHaveText(listText.count(equipment.length));
  await expect(names).toHaveText(equipment.map((item) => item.name));
}

/** Every card of `list` shows its picture, once scrolled to. */
export async function expectPicturesLoaded(list: Locator) {
  for (const card of await list.getByRole('article').filter({ visible: true }).all()) {
    await card.scrollIntoViewIfNeeded();
    const picture = card.locator('img');
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** The modal shows the unit's loaded picture, its name and its Supply Capacity, fits the screen and locks the page. */
export async function expectUnitDialog(page: Page, id: string): Promise<Locator> {
  const { name, capacity } = unit(id);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(name);
  const picture = dialog.getByRole('img', { name });
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', new RegExp(`/img/equipment/${id}-\\d+\\.webp$`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(dialog.getByText(equipmentPage.en.details.capacity)).toBeVisible();
  await expect(dialog.getByText(capacity, { exact: true })).toBeVisible();

  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  return dialog;
}

/** The modal has closed: focus is back on the button that opened it, and the page scrolls again. */
export async function expectClosed(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  expect(await wheelScroll(page), 'the wheel scrolls the page').toBeGreaterThan(0);
}

/** The page behind an open modal does not move under the wheel (expectClosed: it does once closed). */
export async function expectPageStill(page: Page) {
  expect(await wheelScroll(page, 800), 'the wheel scrolls the page behind the modal').toBe(0);
}

/** The tile for `category` sets the filter and brings the filter and the count line into view. */
export async function chooseTile(page: Page, tiles: Locator, category: string) {
  const chosen = tile(tiles, tileName(category));
  // The tile sets the filter by CSS; bringing the list into view is the script's (lists.ts).
  await hydrated(page);
  await chosen.scrollIntoViewIfNeeded();
  await expect(countLine(page)).not.toBeInViewport();
  await expectTileChosen(chosen, false);
  await chosen.click();
  // The script scrolls smoothly; the next step waits for the page to stop, as a visitor would.
  await scrollSettled(page);
  await expect(countLine(page)).toHaveText(listText.count(unitsIn(category).length));
  await expect(countLine(page)).toBeInViewport();
  await equipmentFilter(page).expectChosen(category);
  await expectTileChosen(chosen);
}
