import { pageText } from '../../content/navigation';
import * as servicesIn from '../../content/services';
import { expectClosed, expectPageStill } from './equipment-steps';
import { byId, expect, isMobile, test, visit } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const services = servicesIn.services.en;
const servicesPage = servicesIn.servicesPage.en;

const service = (id: string) => byId(services, id);

function catalog(page: Page) {
  return page.getByRole('region', { name: servicesPage.catalog.title });
}

/** The modal shows the service's title, a loaded picture, its description and exactly its five features. */
async function expectServiceDialog(page: Page, id: string): Promise<Locator> {
  const { title, description, features } = service(id);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(dialog.getByText(description)).toBeVisible();

  const picture = dialog.locator('img');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', new RegExp(`/img/services/${id}-\\d+\\.webp$`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await expect(dialog.getByRole('heading', { level: 3, name: 'Key Features' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Key Features' }).getByRole('listitem')).toHaveText(features);

  // The modal fits the screen: nothing sticks out sideways, and it is centred.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  return dialog;
}

test.describe('services', () => {
  test('shows the ten services as cards in order', async ({ page }) => {
    await visit(page, '/services/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Everything a project needs, under one roof',
    );
    const cards = catalog(page).getByRole('article');
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(services.map((s) => s.title));
    await expect(catalog(page).getByRole('button', { name: /^Learn More about / })).toHaveCount(10);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.locator('img')).toBeVisible();
    }
    // Phones get one column, wider screens several; nothing sticks out sideways.
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (isMobile(page)) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else expect(second!.y).toBe(first!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  });

  test('opens two services in a modal, closes one with the button and one with Escape, and gives focus back', async ({
    page,
  }) => {
    await visit(page, '/services/');
    const html = page.locator('html');

    const piling = page.getByRole('button', { name: 'Learn More about Piling Works' });
    await piling.click();
    const first = await expectServiceDialog(page, 'piling');
    const close = first.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    // The page behind does not scroll while the modal is open, and does once it has closed.
    await expectPageStill(page);

    await close.click();
    await expectClosed(page, first, piling);

    // The second from the keyboard, as a visitor without a mouse would.
    const plumbing = page.getByRole('button', { name: 'Learn More about Plumbing & Sanitary' });
    await plumbing.focus();
    await page.keyboard.press('Enter');
    const second = await expectServiceDialog(page, 'plumbing-sanitary');
    await expect(second.getByText(service('piling').description)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(second).toBeHidden();
    await expect(plumbing).toBeFocused();
    await expect(html).not.toHaveCSS('overflow', 'hidden');
  });

  test('opens a service from anywhere on its card', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/services/');
    const card = catalog(page).getByRole('article').filter({ hasText: 'Road Construction' });
    // A click on the picture lands on the card's button, stretched over the whole card.
    await card.click({ position: { x: 40, y: 40 } });
    const dialog = await expectServiceDialog(page, 'road-construction');
    // A click on the backdrop closes it too.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test(
    "a modal's Get a Quote link goes to the contact page and releases the scroll lock",
    { tag: '@once' },
    async ({ page }) => {
      await visit(page, '/services/');
      await page.getByRole('button', { name: 'Learn More about Equipment Rental' }).click();
      const dialog = await expectServiceDialog(page, 'equipment-rental');
      await dialog.getByRole('link', { name: 'Get a Quote' }).click();
      await expect(page).toHaveURL(/\/contact\/$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    },
  );

  test('Get In Touch goes to the contact page', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/services/');
    const band = page.getByRole('region', { name: servicesPage.contact.title });
    const link = band.getByRole('link', { name: 'Get In Touch' });
    await expect(link).toHaveAttribute('href', '/contact/');
    await link.click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.contact.intro.title);
  });
});
