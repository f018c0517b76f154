import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { failureAlert, fill, SEND_URL, sendButton, valid } from './contact-steps';
import { expect, isMobile, test, visit } from './fixtures';
import { notFoundPath, routes } from './routes';

// WCAG 2.2 AA as axe-core checks it, on every route at both viewports (the desktop and mobile
// projects), with every kind of modal the route has open as well as closed.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the running transitions and one-off animations (page fade, dialog opening: all under
 * a second) to end, so colours are measured at rest. Longer ones (the slideshow's 11 s progress bar,
 * which pauses while a dialog is open) are not waited for.
 */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => setTimeout(resolve, 1_000)),
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ]),
  );
}

async function expectNoViolations(page: Page, state: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map(
    ({ id, help, nodes }) =>
      `${state}: ${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

/** Opens a modal, checks the page with it open, closes it with Escape. */
async function checkOpen(page: Page, opener: Locator, dialogName: string | RegExp, state: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, state);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The modals each route opens from its content: the first of each kind is enough, they share one component. */
const modals: Record<string, { opener: RegExp; dialog: RegExp }[]> = {
  '/services/': [{ opener: /^Learn More about /, dialog: /./ }],
  '/equipment/': [{ opener: /^View Details of /, dialog: /./ }],
  '/rent/': [{ opener: /^View Details of /, dialog: /./ }],
  '/supply/': [{ opener: /^View Details of /, dialog: /./ }],
  '/licenses/': [{ opener: /^View /, dialog: /./ }],
};

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const path of [...routes, notFoundPath]) {
    test(`on ${path}, with each of its modals open`, async ({ page }) => {
      await visit(page, path);
      await expectNoViolations(page, path);
      // Every page has the menu and the privacy policy in its HTML (the viewer: see below).
      await checkOpen(page, page.getByRole('button', { name: 'Menu' }), 'Menu', `${path} menu`);
      await checkOpen(
        page,
        page.getByRole('button', { name: 'Privacy Policy' }),
        'Privacy Policy',
        `${path} privacy policy`,
      );
      for (const { opener, dialog } of modals[path] ?? []) {
        await checkOpen(
          page,
          page.getByRole('button', { name: opener }).first(),
          dialog,
          `${path} ${opener}`,
        );
      }
    });
  }

  test('with the company profile viewer open (the same on every page)', async ({ page }) => {
    await visit(page, '/');
    const trigger = page.getByRole('button', { name: 'Company Profile' });
    // The viewer is desktop only: phones get the PDF as a download from the menu.
    if (isMobile(page)) {
      await expect(trigger).toBeHidden();
      return;
    }
    await checkOpen(page, trigger, 'Company Profile', 'viewer');
  });

  test('with the contact form errors, a failed send of a message too long for a link, then its success', async ({
    page,
  }) => {
    await page.route(SEND_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await visit(page, '/contact/');
    await sendButton(page).click();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expectNoViolations(page, 'contact form errors');
    await fill(page, { ...valid, message: 'A long enquiry about piling and earthwork. '.repeat(80) });
    await sendButton(page).click();
    await expect(failureAlert(page)).toContainText('longer than an e-mail link can carry');
    await expectNoViolations(page, 'contact form failure');
    await page.unroute(SEND_URL);
    await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await sendButton(page).click();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    await expectNoViolations(page, 'contact form sent');
  });
});
