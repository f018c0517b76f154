import { pageText } from '../../content/navigation';
import * as servicesIn from '../../content/services';
import { expectClosed, expectPageStill } from './equipment-steps';
import { actionName, byId, expect, isMobile, test, visit } from './fixtures';
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

/** A service's Learn More button. */
const learnMore = (page: Page, id: string) =>
  page.getByRole('button', { name: actionName(servicesPage.card.learnMore, service(id).title) });

// The Services page in one visit at each size (its grid and its modals' fit depend on the width); the
// links away, once.
test('services: the ten services as cards in order; two open in a modal, one closed with the button, one with Escape, focus given back', async ({
  page,
}) => {
  await visit(page, '/services/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.services.intro.title);

  await test.step('the ten cards', async () => {
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

  await test.step('two services in a modal', async () => {
    const piling = learnMore(page, 'piling');
    await piling.click();
    const first = await expectServiceDialog(page, 'piling');
    const close = first.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    // The page behind does not scroll while the modal is open, and does once it has closed.
    await expectPageStill(page);
    await close.click();
    await expectClosed(page, first, piling);

    // The second from the keyboard, as a visitor without a mouse would.
    const plumbing = learnMore(page, 'plumbing-sanitary');
    await plumbing.focus();
    await page.keyboard.press('Enter');
    const second = await expectServiceDialog(page, 'plumbing-sanitary');
    await expect(second.getByText(service('piling').description)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(second).toBeHidden();
    await expect(plumbing).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });
});

test(
  "a service opens from anywhere on its card and the backdrop closes it; Get In Touch, and a modal's Get a Quote, go to the contact page, releasing the scroll lock",
  { tag: '@once' },
  async ({ page }) => {
    await visit(page, '/services/');
    const band = page.getByRole('region', { name: servicesPage.contact.title });
    await expect(band.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact/');

    const roads = service('road-construction');
    const card = catalog(page).getByRole('article').filter({ hasText: roads.title });
    // A click on the picture lands on the card's button, stretched over the whole card.
    await card.click({ position: { x: 40, y: 40 } });
    const dialog = await expectServiceDialog(page, roads.id);
    // A click on the backdrop closes it too.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();

    await learnMore(page, 'equipment-rental').click();
    const quoted = await expectServiceDialog(page, 'equipment-rental');
    await quoted.getByRole('link', { name: servicesPage.card.getQuote }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.contact.intro.title);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  },
);
