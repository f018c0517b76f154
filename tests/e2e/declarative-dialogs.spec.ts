import type { Page } from '@playwright/test';
import { shellText } from '../../content/shell';
import { closeButton, dialogKinds, type DialogKind } from './dialog-kinds';
import { expect, holdScripts, isHydrated, press, test, visit, visitBeforeScripts } from './fixtures';

// What looks ready is ready: every modal of the site (the menu, the privacy policy, the company
// profile viewer, the service, equipment and rent, supply and licence modals) opens from its button's
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

/**
 * What a kind's visit without JavaScript checks besides opening and closing: the shell's dialogs'
 * link form, the sheet for cards' details, a modal's lazy picture.
 */
const alsoWithoutScript: Record<
  string,
  (page: Page, kind: DialogKind, requested: string[]) => Promise<void>
> = {
  // An engine without invoker commands (Chromium before 135, Safari before 26.2) gets each control
  // of the shell's dialogs as a link instead (ui/Dialog/DialogControls.tsx), which without script
  // shows its dialog as the page's target (tests/compat: Chromium 103 draws it). This engine has
  // invoker commands: it shows the buttons, and an address naming a dialog opens nothing here that
  // its buttons could not close.
  menu: linkFormHidden,
  'privacy policy': linkFormHidden,
  // A card's details have no link form: without script, an engine without invoker commands shows
  // them in the page (public/details-without-script.css; tests/compat: Chromium 103).
  service: async (_page, _kind, requested) => {
    expect(requested).toContain(DETAILS_SHEET);
  },
  // A modal's picture is lazy: it loads when the modal opens.
  licence: async (page, { opener, name }) => {
    await press(page, opener(page));
    const scan = page.getByRole('dialog', { name }).getByRole('img', { name: /certificate$/ });
    await expect(scan).toBeVisible();
    await expect.poll(() => scan.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  },
};

async function linkFormHidden(page: Page, { path, opener, name }: DialogKind) {
  const id = (await opener(page).getAttribute('commandfor'))!;
  const link = page.locator(`a[data-opens-dialog="${id}"]`);
  await expect(opener(page)).toBeVisible();
  await expect(link).toBeHidden();
  await expect(link).toHaveAttribute('href', `#${id}`);
  const dialog = page.locator(`#${id}`);
  await expect(dialog.locator(`a[data-closes-dialog="${id}"]`)).toHaveAttribute('href', `#${id}-opener`);

  await page.goto(`${path}#${id}`);
  await expect(page.getByRole('dialog', { name })).toBeHidden();
  await press(page, opener(page));
  await expect(page.getByRole('dialog', { name })).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const kind of dialogKinds) {
    const { path, opener, name, desktopOnly } = kind;
    const also = alsoWithoutScript[kind.kind];
    test(
      `the ${kind.kind} opens from its button and closes with its Close button and with Escape`,
      { tag: desktopOnly ? '@desktop' : '@phone' },
      async ({ page }) => {
        const requested = requestedPaths(page);
        await visit(page, path);
        const button = opener(page);
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeHidden();

        await press(page, button);
        await expect(dialog).toBeVisible();
        // The browser moves focus into the modal (to its first control).
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        await expect.poll(() => scrollLocked(page)).toBe('hidden');
        if (name === 'Company Profile') {
          // Without the script that embeds it, the viewer offers the PDF to read or to download.
          const { read, downloadFull } = shellText.en.profile;
          await expect(dialog.getByRole('link', { name: read })).toHaveAttribute(
            'href',
            '/company-profile.pdf',
          );
          await expect(dialog.getByRole('link', { name: downloadFull })).toHaveAttribute(
            'download',
            'company-profile.pdf',
          );
        }
        await closeButton(dialog).click();
        await expect(dialog).toBeHidden();
        await expect.poll(() => scrollLocked(page)).not.toBe('hidden');

        await press(page, button);
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
        if (also) await test.step('and', () => also(page, kind, requested));
      },
    );
  }
});

test.describe('before the scripts have arrived', () => {
  for (const { kind, path, opener, name } of dialogKinds) {
    test(
      `a click on the ${kind} button just after the loading screen lifts opens it at once`,
      { tag: '@once' },
      async ({ page }) => {
        const errors = watchErrors(page);
        const requested = requestedPaths(page);
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
        await expect.poll(() => scrollLocked(page)).not.toBe('hidden');
        await expect(button).toBeFocused();
        expect(errors).toEqual([]);
        // With script, the sheet for cards' details without script is never fetched.
        expect(requested).not.toContain(DETAILS_SHEET);
      },
    );
  }
});
