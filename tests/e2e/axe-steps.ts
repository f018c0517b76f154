import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// WCAG 2.2 AA as axe-core checks it, with every kind of modal the page has open as well as closed.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the running transitions and one-off animations (page fade, dialog opening: all under
 * a second) to end, so colours are measured at rest. Longer ones (the slideshow's 11 s progress bar,
 * which pauses while a dialog is open) and endless ones (the loading screen's spinner, hidden) are
 * not waited for: they would hold every check for its full second.
 */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => setTimeout(resolve, 1_000)),
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => {
            const { endTime } = animation.effect?.getComputedTiming() ?? {};
            return animation.playState === 'running' && Number(endTime) <= 1_000;
          })
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ]),
  );
}

export async function expectNoViolations(page: Page, state: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const found = violations.map(
    ({ id, help, nodes }) =>
      `${state}: ${id} (${help}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

/** Opens a modal, checks the page with it open, closes it with Escape. */
export async function checkOpen(page: Page, opener: Locator, dialogName: string | RegExp, state: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, state);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
