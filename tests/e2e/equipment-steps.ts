import type { Locator, Page } from '@playwright/test';
import { equipment } from '../../content/equipment';
import { expect, isMobile, wheelScroll } from './fixtures';

/** What the Equipment and Rent specs share: the filter, the count line, the cards, the tiles and the modal. */

export const FILTER = 'Filter equipment by category';

export function unit(id: string) {
  const found = equipment.find((item) => item.id === id);
  if (!found) throw new Error(`no equipment ${id}`);
  return found;
}

/** Units per category, in the order of the list. */
export function unitsIn(category: string) {
  return equipment.filter((item) => item.category === category);
}

export function countLine(page: Page) {
  return page.getByText(/^\d+ Equipment Available$/);
}

/** A category tile's accessible name: the category and its number of units. */
export function tileName(category: string) {
  const count = unitsIn(category).length;
  return `${category} ${count} ${count === 1 ? 'Equipment Unit' : 'Equipment Units'}`;
}

/**
 * Where the filter is a dropdown: Equipment on a phone. Rent's filter is buttons at every width
 * (spec: "Category filter buttons").
 */
const usesDropdown = (page: Page) => isMobile(page) && !new URL(page.url()).pathname.startsWith('/rent/');

/** Chooses a category as a visitor would: the buttons, or the dropdown where the page has one. */
export async function chooseCategory(page: Page, category: string) {
  if (usesDropdown(page)) await page.getByRole('combobox', { name: FILTER }).selectOption(category);
  else
    await page
      .getByRole('group', { name: FILTER })
      .getByRole('button', { name: category, exact: true })
      .click();
}

/** The filter's choices, from whichever form the viewport shows, after checking the other is hidden. */
export async function filterChoices(page: Page) {
  const buttons = page.getByRole('group', { name: FILTER });
  const dropdown = page.getByRole('combobox', { name: FILTER });
  if (usesDropdown(page)) {
    await expect(buttons).toBeHidden();
    await expect(dropdown).toBeVisible();
    return dropdown.getByRole('option').allTextContents();
  }
  await expect(buttons).toBeVisible();
  await expect(dropdown).toBeHidden();
  return buttons.getByRole('button').allTextContents();
}

/** The filter shows `category` as chosen, in whichever form the viewport shows. */
export async function expectChosen(page: Page, category: string) {
  if (usesDropdown(page)) await expect(page.getByRole('combobox', { name: FILTER })).toHaveValue(category);
  else
    await expect(
      page.getByRole('group', { name: FILTER }).getByRole('button', { name: category, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Chooses each of `categories` in turn: the count line and the cards of `list` follow and the filter
 * shows it chosen. Then back to All: the whole fleet again.
 */
export async function walkCategories(page: Page, list: Locator, categories: readonly string[]) {
  const names = list.getByRole('article').getByRole('heading', { level: 3 });
  for (const category of categories) {
    await chooseCategory(page, category);
    const units = unitsIn(category);
    await expect(countLine(page)).toHaveText(`${units.length} Equipment Available`);
    await expect(names).toHaveText(units.map((item) => item.name));
    await expectChosen(page, category);
  }
  await chooseCategory(page, 'All');
  await expect(countLine(page)).toHaveText(`${equipment.length} Equipment Available`);
  await expect(names).toHaveText(equipment.map((item) => item.name));
}

/** Every card of `list` shows its picture, once scrolled to. */
export async function expectPicturesLoaded(list: Locator) {
  for (const card of await list.getByRole('article').all()) {
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
  await expect(dialog.getByText('Supply Capacity')).toBeVisible();
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
export async function useTile(page: Page, tiles: Locator, category: string) {
  const count = unitsIn(category).length;
  const tile = tiles.getByRole('button', { name: tileName(category) });
  await tile.scrollIntoViewIfNeeded();
  await expect(countLine(page)).not.toBeInViewport();
  await tile.click();
  await expect(countLine(page)).toHaveText(`${count} Equipment Available`);
  await expect(countLine(page)).toBeInViewport();
  await expectChosen(page, category);
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
}
