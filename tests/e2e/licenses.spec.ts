import { company } from '../../content/company';
import * as licenses from '../../content/licenses';
import { expectFitsScreen, expectFocusKeptFromPage } from './dialog-steps';
import { expectClosed, expectPageStill } from './equipment-steps';
import { byId, expect, isMobile, test, visit } from './fixtures';
import type { Locator, Page } from '@playwright/test';

const licenseDocuments = licenses.licenseDocuments.en;
const bankAccounts = licenses.bankAccounts.en;
const compliance = licenses.compliance.en;
const licensesPage = licenses.licensesPage.en;
const card = licensesPage.documentCard;

const licence = (id: string) => byId(licenseDocuments, id);

/**
 * Holds back the licence scans until released, so the spinner can be seen for certain. `hold()`
 * closes the gate again for the next scan.
 */
async function gateScans(page: Page) {
  let open = () => {};
  let gate = new Promise<void>((resolve) => (open = resolve));
  await page.route('**/img/licenses/**', async (route) => {
    await gate;
    await route.continue();
  });
  return {
    release: () => open(),
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
  };
}

/** The modal of a document: named by its title, showing its registration number, fitting the screen. */
async function expectLicenceDialog(page: Page, id: string): Promise<Locator> {
  const { title, description } = licence(id);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(dialog.getByText(description)).toBeVisible();
  await expectFitsScreen(page, dialog);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  return dialog;
}

/** The spinner shows while the scan is held back, then gives way to the loaded, visible scan. */
async function expectSpinnerThenScan(dialog: Locator, id: string, release: () => void) {
  const spinner = dialog.getByRole('status', { name: card.scan.loading });
  const scan = dialog.getByRole('img', { name: card.scanAlt(licence(id).title) });
  await expect(spinner).toBeVisible();
  // The scan lies over the spinner and paints nothing until it has arrived.
  expect(await scan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
  release();
  await expect(spinner).toBeHidden();
  await expect(scan).toHaveAttribute('src', new RegExp(`/img/licenses/${id}-\\d+\\.webp$`));
  await expect
    .poll(() => scan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(scan).toBeInViewport();
}

/** A document's View button. */
const viewButton = (page: Page, id: string) =>
  page.getByRole('button', { name: card.view.replace('{title}', licence(id).title) });

// The Licenses page in one visit at each size (its grids and cards depend on the width); what is
// downloaded, and a scan that fails, once.
test("licenses: 'Licenses & Certifications', the five documents, each View with a spinner until its scan has loaded, the four bank cards and the three compliance cards", async ({
  page,
}) => {
  const scans = await gateScans(page);
  await visit(page, '/licenses/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licenses & Certifications');

  await test.step('five documents with badge, issue year, renewal and number', async () => {
    const cards = page.getByRole('region', { name: licensesPage.documents.title }).getByRole('article');
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(licenseDocuments.map((d) => d.title));
    // The spec's years, in the order of its documents.
    await expect(cards.locator('dt', { hasText: card.issueDate }).locator('+ dd')).toHaveText([
      '2019',
      '2016',
      '2019',
      '2018',
      '2018',
    ]);
    await expect(cards.locator('dt', { hasText: card.renewal }).locator('+ dd')).toHaveText([
      '2025',
      'Annual',
      'N/A',
      '2025',
      '2025',
    ]);
    for (const [index, document] of licenseDocuments.entries()) {
      const item = cards.nth(index);
      await expect(item.getByText(card.status.valid, { exact: true })).toBeVisible();
      await expect(item.getByText(document.description)).toBeVisible();
      await expect(viewButton(page, document.id)).toBeVisible();
    }
    // The scans are not on the cards: none is downloaded until a visitor asks for it.
    await expect(cards.locator('img')).toHaveCount(0);

    // One column on a phone; three, then two centred under them, on a desktop.
    const boxes = await Promise.all([0, 1, 3].map((i) => cards.nth(i).boundingBox()));
    const [first, second, fourth] = boxes;
    if (isMobile(page)) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    else {
      expect(second!.y).toBe(first!.y);
      expect(fourth!.y).toBeGreaterThan(first!.y);
      expect(Math.round(fourth!.x - first!.x)).toBe(Math.round((second!.x - first!.x) / 2));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()?.width);
  });

  await test.step('View shows a spinner until the document has loaded; the close button and Escape close it, focus goes back', async () => {
    const [trade, tin] = licenseDocuments;
    const tradeButton = viewButton(page, trade!.id);
    await tradeButton.click();
    const first = await expectLicenceDialog(page, trade!.id);
    const close = first.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    await expectSpinnerThenScan(first, trade!.id, scans.release);
    await expectPageStill(page);
    await expectFocusKeptFromPage(page, first);
    await close.click();
    await expectClosed(page, first, tradeButton);

    // Another document: the loading flag starts afresh, so the spinner is back until its scan arrives.
    scans.hold();
    const tinButton = viewButton(page, tin!.id);
    await tinButton.focus();
    await page.keyboard.press('Enter');
    const second = await expectLicenceDialog(page, tin!.id);
    await expectSpinnerThenScan(second, tin!.id, scans.release);
    await page.keyboard.press('Escape');
    await expectClosed(page, second, tinButton);
  });

  await test.step('Banking Information: four cards with masked numbers, the company as holder and Valid Thru ∞', async () => {
    const cards = page.getByRole('region', { name: 'Banking Information' }).getByRole('article');
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(bankAccounts.map((a) => a.bankName));
    for (const [index, account] of bankAccounts.entries()) {
      const item = cards.nth(index);
      await item.scrollIntoViewIfNeeded();
      await expect(item.getByText(account.branchName)).toBeVisible();
      const lastFour = account.accountNumber.slice(-4);
      const number = item.getByText(`•••• •••• •••• ${lastFour}`, { exact: true });
      await expect(number).toBeVisible();
      // A screen reader hears the number's last four digits in words, not the dots.
      await expect(number).toHaveAttribute('aria-hidden', 'true');
      await expect(item).toContainText(licensesPage.bankCard.endingIn(lastFour));
      await expect(item.getByText(company.legalName)).toBeVisible();
      await expect(item.locator('dt', { hasText: 'Valid Thru' }).locator('+ dd')).toHaveText('∞');
      await expect(item).not.toContainText(account.accountNumber);

      // The bank's card art is the background, and every line of text sits inside the card.
      const art = item.locator('img');
      await expect
        .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const [cardBox, artBox] = [await item.boundingBox(), await art.boundingBox()];
      expect(artBox).toEqual(cardBox);
      for (const text of await item.locator('h3, p, dt, dd').all()) {
        const box = await text.boundingBox();
        if (!box || box.width <= 1) continue; // the visually hidden reading of the number
        expect(box.x).toBeGreaterThanOrEqual(cardBox!.x);
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
        expect(box.y).toBeGreaterThanOrEqual(cardBox!.y);
        expect(box.y + box.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
      }
    }
  });

  await test.step('Compliance & Legal Standing: its three cards', async () => {
    const cards = page.getByRole('region', { name: 'Compliance & Legal Standing' }).getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Legal Compliance',
      'Regular Audits',
      'Transparent Operations',
    ]);
    for (const [index, item] of compliance.entries()) {
      await expect(cards.nth(index).getByText(item.description)).toBeVisible();
    }
  });
});

test(
  'no full account number is in anything the browser downloads for the page; a scan that cannot be loaded is said so',
  { tag: '@once' },
  async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (['document', 'script', 'fetch', 'xhr'].includes(type)) bodies.push(response.text().catch(() => ''));
    });
    await page.route('**/img/licenses/**', (route) => route.abort('failed'));
    await visit(page, '/licenses/');
    await page.waitForLoadState('networkidle');
    const html = await (await page.request.get('/licenses/')).text();
    const payload = await page.request.get('/licenses/index.txt');
    expect(payload.ok()).toBe(true);
    const downloaded = [html, await payload.text(), ...(await Promise.all(bodies))].join('\n');
    expect(html).toContain(`•••• •••• •••• ${bankAccounts[0]!.accountNumber.slice(-4)}`);
    for (const { accountNumber } of bankAccounts) {
      expect(downloaded.includes(accountNumber), `account number ${accountNumber} was downloaded`).toBe(
        false,
      );
    }

    const last = licenseDocuments.at(-1)!;
    await viewButton(page, last.id).click();
    const dialog = await expectLicenceDialog(page, last.id);
    await expect(dialog.getByRole('alert')).toHaveText(card.scan.failed);
    await expect(dialog.getByRole('status', { name: card.scan.loading })).toHaveCount(0);
  },
);
