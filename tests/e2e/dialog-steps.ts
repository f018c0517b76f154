import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Tab and Shift+Tab never reach the page behind an open modal: the native <dialog> makes it inert.
 * Past the modal's last control, Chromium hands focus to its own toolbar (no element has focus) and
 * the next Tab comes back into the modal, as the HTML standard intends; that step is allowed.
 */
export async function expectFocusKeptFromPage(page: Page, dialog: Locator) {
  const close = dialog.getByRole('button', { name: 'Close' });
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    // Focus on no element of the page (body) is the browser's toolbar, or a plugin such as the PDF
    // viewer inside the modal's <object>; only an element outside the modal would be the page behind.
    const where = await dialog.evaluate((node) => {
      const active = document.activeElement;
      if (node.contains(active)) return 'dialog';
      return !active || active === document.body ? 'elsewhere' : 'page';
    });
    expect(where).not.toBe('page');
  }
  // And it comes round to the modal's controls again. An embedded document (the company profile's
  // PDF in an <object>) has its own toolbar, thumbnails and links to tab through on the way, all of it
  // inside the modal.
  for (
    let presses = 0;
    presses < 100 && !(await close.evaluate((node) => node === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(close).toBeFocused();
}

/** The modal fits the screen: nothing sticks out on either axis. */
export async function expectFitsScreen(page: Page, dialog: Locator) {
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height).toBe(true);
}
