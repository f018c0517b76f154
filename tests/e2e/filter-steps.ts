import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A category filter as a visitor meets it (components/sections/shared/CategoryFilter): one radio
 * group, drawn as a row of chips on a desktop and as a dropdown on a phone (a summary that shows the
 * choice and opens the same radios). Rent's is chips at every width. What the filter shows is drawn
 * by CSS from the radios, so these steps work the same before hydration and without JavaScript.
 */
export function categoryFilter(page: Page, label: string) {
  const group = page.getByRole('radiogroup', { name: label });
  const summary = page.locator('summary').filter({ hasText: label });
  // Inside the closed dropdown the radios are out of the accessibility tree, yet hold the choice.
  const radios = page.locator(`[role="radiogroup"][aria-label="${label}"]`);
  const radio = (category: string) =>
    radios.getByRole('radio', {
      name: category,
      exact: true,
      includeHidden: true,
    });
  return {
    group,
    summary,
    radio,
    /** Which form the viewport shows: the chips, or the dropdown (closed until the summary is tapped). */
    async expectForm(form: 'chips' | 'dropdown') {
      if (form === 'chips') {
        await expect(summary).toBeHidden();
        await expect(group).toBeVisible();
      } else {
        await expect(summary).toBeVisible();
        await expect(group).toBeHidden();
      }
    },
    /** Chooses `category`: on a phone, the dropdown is opened first. */
    async choose(category: string) {
      if ((await summary.isVisible()) && !(await group.isVisible())) await summary.click();
      await radio(category).check();
    },
    /** The filter shows `category` as chosen: its radio checked, and on a phone the summary names it. */
    async expectChosen(category: string) {
      await expect(radio(category)).toBeChecked();
      if (await summary.isVisible())
        await expect(summary).toHaveText(new RegExp(`^${label}\\s+${escape(category)}$`), {
          useInnerText: true,
        });
    },
    /** The choices, in order. */
    async choices() {
      return radios
        .locator('input[type="radio"]')
        .evaluateAll((inputs) =>
          inputs
            .map((radio) => radio.getAttribute('aria-labelledby'))
            .map((id) => document.getElementById(id ?? '')?.textContent ?? ''),
        );
    },
  };
}

/** The visible headings of the cards in `list`. */
export function cardNames(list: Locator) {
  return list.getByRole('article').getByRole('heading', { level: 3 }).filter({ visible: true });
}

/** A tile of the category tiles (a label of the filter's radio), by its category and count. */
export function tile(section: Locator, name: string) {
  return section.getByRole('listitem').filter({ hasText: name }).locator('label');
}

/** The tiles' texts as a visitor reads them: 'Heavy Equipment 3 Equipment Units'. */
export async function tileTexts(section: Locator) {
  return section
    .locator('label')
    .evaluateAll((tiles) =>
      tiles.map((label) => (label as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    );
}

/** Whether the tile shows the chosen mark (its tick and frame). */
export async function expectTileChosen(tileLabel: Locator, chosen = true) {
  const mark = tileLabel.locator('[data-views]');
  if (chosen) await expect(mark).toBeVisible();
  else await expect(mark).toBeHidden();
}

/** The Team directory's pager: numbered radios, and Prev/Next (labels) from 768 px. */
export function teamPager(page: Page) {
  const pager = page.getByRole('navigation', { name: 'Team pages' });
  return {
    pager,
    pageRadio: (n: number) => pager.getByRole('radio', { name: `Page ${n}`, exact: true }),
    prev: pager.getByText('Prev', { exact: true }).filter({ visible: true }),
    next: pager.getByText('Next', { exact: true }).filter({ visible: true }),
  };
}
