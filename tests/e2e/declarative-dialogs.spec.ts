import type { Page } from '@playwright/test';
import { closeButton, dialogKinds } from './dialog-kinds';
import { expect, holdScripts, isHydrated, press, test, visit, visitBeforeScripts } from './fixtures';

// What looks ready is ready: every modal of the site (the menu, the privacy policy, the company
// profile viewer, the service, equipment, rent, supply and licence modals) opens from its button's
// markup (invoker commands on a native <dialog>), so it works from the first paint: with no
// JavaScript at all, and while the scripts are still on their way over a slow line. (The company
// profile viewer is desktop only; phones download the PDF from the menu: shell.spec.ts.)
// Opening from the markup does not depend on the width, so each way runs at one size: with no
// JavaScript on a phone, tapped (the viewer at desktop), and with the scripts on their way at desktop,
// where what is proved is that React adopts the open modal as it hydrates. Menu tapped on a phone at
// the lift, before its scripts at slow 3G, is npm test's bench (bench/README.md).

/** Everything the page logs as an error, or throws. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The paths of every request the page makes from now on. */
function requestedPaths(page: Page) {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

const DETAILS_SHEET = '/details-without-script.css';

const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { kind, path, opener, name, desktopOnly } of dialogKinds) {
    test(
      `the ${kind} opens from its button and closes with its Close button and with Escape`,
      { tag: desktopOnly ? '@desktop' : '@phone' },
      async ({ page }) => {
        await visit(page, path);
        const button = opener(page);
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeHidden();

        await press(page, button);
        await expect(dialog).toBeVisible();
        // The browser moves focus into the modal (to its first control).
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        expect(await scrollLocked(page)).toBe('hidden');
        if (name === 'Company Profile') {
          // Without the script that embeds it, the viewer offers the PDF to read or to download.
          await expect(dialog.getByRole('link', { name: 'Read the company profile' })).toHaveAttribute(
            'href',
            '/company-profile.pdf',
          );
          await expect(dialog.getByRole('link', { name: 'Download the company profile' })).toHaveAttribute(
            'download',
            'company-profile.pdf',
          );
        }
        await closeButton(dialog).click();
        await expect(dialog).toBeHidden();
        expect(await scrollLocked(page)).not.toBe('hidden');

        await press(page, button);
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
      },
    );
  }

  // An engine without invoker commands (Chromium before 135, Safari before 26.2) gets each control
  // of the shell's dialogs as a link instead (ui/Dialog/DialogControls.tsx), which without script
  // shows its dialog as the page's target (tests/compat: Chromium 103 draws it). This engine has
  // invoker commands: it shows the buttons, and an address naming a dialog opens nothing here that
  // its buttons could not close.
  const shellKinds = dialogKinds.filter(({ kind }) => kind === 'menu' || kind === 'privacy policy');
  for (const { kind, path, opener, name } of shellKinds) {
    test(
      `the ${kind}'s link form is for engines without invoker commands: hidden here, and its target view too`,
      { tag: '@phone' },
      async ({ page }) => {
        await visit(page, path);
        const id = (await opener(page).getAttribute('commandfor'))!;
        const link = page.locator(`a[data-opens-dialog="${id}"]`);
        await expect(opener(page)).toBeVisible();
        await expect(link).toBeHidden();
        await expect(link).toHaveAttribute('href', `#${id}`);
        const dialog = page.locator(`#${id}`);
        await expect(dialog.locator(`a[data-closes-dialog="${id}"]`)).toHaveAttribute(
          'href',
          `#${id}-opener`,
        );

        await page.goto(`${path}#${id}`);
        await expect(page.getByRole('dialog', { name })).toBeHidden();
        await press(page, opener(page));
        await expect(page.getByRole('dialog', { name })).toBeVisible();
      },
    );
  }

  // A card's details have no link form: without script, an engine without invoker commands shows
  // them in the page (public/details-without-script.css; tests/compat: Chromium 103).
  test(
    "the sheet that shows cards' details without script is fetched",
    { tag: '@phone' },
    async ({ page }) => {
      const requested = requestedPaths(page);
      await visit(page, '/services/');
      expect(requested).toContain(DETAILS_SHEET);
    },
  );

  test(
    'a modal shows its picture (lazy, so it loads when the modal opens)',
    { tag: '@phone' },
    async ({ page }) => {
      await visit(page, '/licenses/');
      const kind = dialogKinds.find((k) => k.kind === 'licence')!;
      await press(page, kind.opener(page));
      const scan = page.getByRole('dialog', { name: kind.name }).getByRole('img', { name: /certificate$/ });
      await expect(scan).toBeVisible();
      await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    },
  );
});

test.describe('before the scripts have arrived', () => {
  for (const { kind, path, opener, name } of dialogKinds) {
    test(
      `a click on the ${kind} button just after the loading screen lifts opens it at once`,
      { tag: '@once' },
      async ({ page }) => {
        const errors = watchErrors(page);
        const scripts = await holdScripts(page);
        await visitBeforeScripts(page, path);
        const button = opener(page);
        const dialog = page.getByRole('dialog', { name });

        await press(page, button);
        await expect(dialog).toBeVisible();
        expect(await isHydrated(page)).toBe(false);
        const embedsPdf = name === 'Company Profile';
        if (embedsPdf) await expect(dialog.locator('object')).toHaveCount(0);

        // The scripts arrive with the modal open: React takes it over as it is.
        await scripts.release();
        await expect.poll(() => isHydrated(page)).toBe(true);
        await expect(dialog).toBeVisible();
        if (embedsPdf) await expect(dialog.locator('object')).toHaveAttribute('data', '/company-profile.pdf');
        await closeButton(dialog).click();
        await expect(dialog).toBeHidden();
        expect(await scrollLocked(page)).not.toBe('hidden');
        await expect(button).toBeFocused();
        expect(errors).toEqual([]);
      },
    );
  }
});

test(
  "with script, the sheet for cards' details without script is never fetched",
  { tag: '@once' },
  async ({ page }) => {
    const requested = requestedPaths(page);
    await visit(page, '/services/');
    await expect.poll(() => requested.some((path) => path.startsWith('/_next/static/'))).toBe(true);
    expect(requested).not.toContain(DETAILS_SHEET);
  },
);
