import { readFileSync } from 'node:fs';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// WCAG 2.2 AA as axe-core checks it, with every kind of modal the page has open as well as closed.
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // Only what fails: axe does not collect and send back every node that passes.
  resultTypes: ['violations'],
};

/**
 * axe-core run in the page itself, injected once per document. @axe-core/playwright's AxeBuilder
 * injects axe into every frame and opens a second page to merge the frames' results on each check:
 * four times the time of the check itself here. The one frame a page has, the map, is another
 * site's (and the browser's error page, offline): axe could not look into it either way.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

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

type Axe = { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };

/** Checks the page, or only `within` (an open modal: the page behind it is inert, and was checked closed). */
export async function expectNoViolations(page: Page, state: string, within?: Locator) {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const target = within ?? page.locator('html');
  const violations = await target.evaluate(
    (element, options) =>
      (window as unknown as { axe: Axe }).axe
        .run(element === document.documentElement ? document : element, options)
        .then(({ violations: found }) =>
          found.map(
            ({ id, help, nodes }) => `${id} (${help}): ${nodes.map((node) => node.target.join(' '))}`,
          ),
        ),
    OPTIONS,
  );
  expect(violations.map((violation) => `${state}: ${violation}`)).toEqual([]);
}

/** Opens a modal, checks it open, closes it with Escape. */
export async function checkOpen(page: Page, opener: Locator, dialogName: string | RegExp, state: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page, state, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
