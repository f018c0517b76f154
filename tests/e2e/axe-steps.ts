import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// WCAG 2.2 AA as axe-core checks it, with every kind of modal the page has open as well as closed.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the running transitions and one-off animations (page fade, dialog opening, a toast
 * sliding in: all under a second) to end, so colours are measured at rest. A frame first, twice:
 * what was just rendered (a toast React mounts, then marks mounted) starts its transition only then,
 * and one started while others end is waited for in the next round. Longer ones (the slideshow's
 * 11 s progress bar, which pauses while a dialog is open) and endless ones (the loading screen's
 * spinner, hidden) are not waited for: they would hold every check for its full second.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 2_000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await frame();
      await frame();
      const short = document.getAnimations().filter((animation) => {
        const { endTime } = animation.effect?.getComputedTiming() ?? {};
        return animation.playState === 'running' && Number(endTime) <= 1_000;
      });
      const left = deadline - performance.now();
      if (short.length === 0 || left <= 0) return;
      await Promise.race([
        new Promise((resolve) => setTimeout(resolve, left)),
        Promise.all(short.map((animation) => animation.finished.catch(() => undefined))),
      ]);
    }
  });
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
