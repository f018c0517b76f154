import { pageText } from '../../content/navigation';
import { shellText } from '../../content/shell';
import * as supply from '../../content/supply';
import { formatNumber } from '../../lib/i18n';
import { expectFitsScreen, expectFocusKeptFromPage } from './dialog-steps';
import { expectClosed, expectPageStill, expectPicturesLoaded } from './equipment-steps';
import { actionName, byId, expect, isMobile, test, visit } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const supplyMaterials = supply.supplyMaterials.en;
const supplyPage = supply.supplyPage.en;
const testimonials = supply.testimonials.en;
const whyChooseUs = supply.whyChooseUs.en;

const material = (id: string) => byId(supplyMaterials, id);

function materialsRegion(page: Page) {
  return page.getByRole('region', { name: supplyPage.materials.title });
}

/** The modal shows the material's loaded picture, its name and description, fits the screen and locks the page. */
async function expectMaterialDialog(page: Page, id: string): Promise<Locator> {
  const { name, description } = material(id);
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(dialog.getByText(description)).toBeVisible();
  const picture = dialog.getByRole('img', { name });
  await expect(picture).toHaveAttribute('src', new RegExp(`/img/supply/${id}-\\d+\\.webp$`));
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(picture).toBeVisible();
  await expectFitsScreen(page, dialog);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  return dialog;
}

/** A material's View Details button. */
const viewDetails = (page: Page, id: string) =>
  page.getByRole('button', { name: actionName(shellText.en.viewDetails, material(id).name) });

// The Supply page in one visit at each size (its grid and its modals' fit depend on the width); the
// hidden testimonials and the links away, once.
test('supply: the nine materials, the three reasons to choose us and no capacity; a material opens in a modal, closed with its button or Escape, focus given back', async ({
  page,
}) => {
  await visit(page, '/supply/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.supply.intro.title);
  const materials = materialsRegion(page);
  const cards = materials.getByRole('article');

  await test.step('the materials and the reasons', async () => {
    await expect(cards).toHaveCount(9);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(supplyMaterials.map((m) => m.name));
    await expect(materials.getByRole('button', { name: /^View Details of / })).toHaveCount(9);
    await expectPicturesLoaded(materials);

    const reasons = page.getByRole('region', { name: supplyPage.whyChooseUs.title }).getByRole('listitem');
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText(
      whyChooseUs.map((card) => card.title),
    );
    for (const reason of await reasons.all()) await expect(reason).toBeVisible();

    // The monthly capacities are in the content but never on screen.
    await expect(page.locator('main')).not.toContainText(/capacity|\btons?\b/i);

    // One column on a phone, three side by side on a desktop; nothing sticks out sideways.
    const [first, second, fourth] = await Promise.all([0, 1, 3].map((i) => cards.nth(i).boundingBox()));
    if (isMobile(page)) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else {
      expect(second!.y).toBe(first!.y);
      expect(fourth!.x).toBe(first!.x);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  });

  await test.step('a material in a modal, closed with the button, another with Escape', async () => {
    const sand = viewDetails(page, 'sylhet-sand');
    await sand.click();
    const first = await expectMaterialDialog(page, 'sylhet-sand');
    const close = first.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expectPageStill(page);
    await expectFocusKeptFromPage(page, first);
    await close.click();
    await expectClosed(page, first, sand);

    // The second from the keyboard, as a visitor without a mouse would.
    const bitumen = viewDetails(page, 'bitumen');
    await bitumen.focus();
    await page.keyboard.press('Enter');
    const second = await expectMaterialDialog(page, 'bitumen');
    await expect(second.getByText(material('sylhet-sand').description)).toHaveCount(0);
    await expect(second).not.toContainText(/capacity|\btons?\b/i);
    await page.keyboard.press('Escape');
    await expectClosed(page, second, bitumen);
  });
});

test(
  "the testimonial slider is in the page but hidden, its pictures never downloaded; a material opens from anywhere on its card, the backdrop closes it; Request Quote and a material's Request Quote go to the contact page, releasing the scroll lock",
  { tag: '@once' },
  async ({ page }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/img/testimonials/')) pictures.push(request.url());
    });
    await visit(page, '/supply/');
    await test.step('the hidden testimonials', async () => {
      // Down to the foot of the page and back, so every lazy picture that could load does.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      await page.waitForLoadState('networkidle');

      const slider = page
        .locator('[hidden]')
        .getByRole('group', { name: supplyPage.slider.label, includeHidden: true });
      await expect(slider).toHaveCount(1);
      await expect(slider).toBeHidden();
      await expect(slider.getByText(testimonials[0]!.quote)).toBeHidden();
      await expect(page.getByText(supplyPage.testimonials.title)).toBeHidden();
      expect(pictures).toEqual([]);
    });

    await expect(
      page
        .getByRole('region', { name: supplyPage.quote.title })
        .getByRole('link', { name: supplyPage.quote.action, exact: true }),
    ).toHaveAttribute('href', '/contact/');

    const rod = material('ms-rod');
    const card = materialsRegion(page).getByRole('article').filter({ hasText: rod.name });
    await card.scrollIntoViewIfNeeded();
    await card.click({ position: { x: 60, y: 60 } });
    const dialog = await expectMaterialDialog(page, rod.id);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    const cement = material('cement');
    await viewDetails(page, cement.id).click();
    const quoted = await expectMaterialDialog(page, cement.id);
    await quoted
      .getByRole('link', { name: actionName(supplyPage.materialCard.requestQuote, cement.name) })
      .click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.contact.intro.title);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  },
);

test(
  'the Bangla supply page shows no capacity either, in neither script’s digits',
  { tag: '@once' },
  async ({ page }) => {
    await visit(page, '/bn/supply/');
    const main = page.locator('main');
    for (const { name } of supply.supplyMaterials.bn) await expect(main).toContainText(name);
    const text = await main.innerText();
    for (const { capacityTonsPerMonth: tons } of supply.supplyMaterialFacts) {
      for (const written of [formatNumber('bn', tons), formatNumber('en', tons), String(tons)])
        expect(text, `${written} is on the page`).not.toContain(written);
    }
  },
);
