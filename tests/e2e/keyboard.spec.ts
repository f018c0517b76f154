import { shellText } from '../../content/shell';
import { team, teamCategoryLabels, teamPage } from '../../content/team';
import { TEAM_PAGE_SIZE } from '../../lib/constants';
import { expectFocusKeptFromPage } from './dialog-steps';
import { categoryFilter, teamPager } from './filter-steps';
import { expect, test, visit } from './fixtures';

// Tab round every page, each control on screen with a ring: every-page.spec.ts. The slideshow's
// controls from the keyboard: hero.spec.ts. The viewer is desktop only (phones download the PDF from
// the menu: shell.spec.ts), and a keyboard moves focus the same way at every width.

test(
  'the first Tab reaches a visible skip link to the main content; the menu and the company profile viewer keep focus inside, close on Escape and give focus back',
  { tag: '@desktop' },
  async ({ page }) => {
    await visit(page, '/');
    await test.step('the skip link', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: shellText.en.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab goes on from the main content, not back to the header.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
      ).toBe(true);
    });

    for (const name of ['Menu', 'Company Profile']) {
      await test.step(name, async () => {
        const opener = page.getByRole('button', { name, exact: true });
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await expectFocusKeptFromPage(page, dialog);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      });
    }
  },
);

test(
  'the team filter and pages answer the arrow keys, as radio groups do',
  { tag: '@once' },
  async ({ page }) => {
    const { all, pageOf } = shellText.en.list;
    const pages = Math.ceil(team.en.length / TEAM_PAGE_SIZE);
    const admin = teamCategoryLabels.en.admin;
    await visit(page, '/team/');
    const filter = categoryFilter(page, teamPage.en.filterLabel);
    const { pageRadio } = teamPager(page);
    if (await filter.summary.isVisible()) {
      await filter.summary.focus();
      await page.keyboard.press('Enter');
    }
    await filter.radio(all).focus();
    await page.keyboard.press('ArrowRight');
    await filter.expectChosen(admin);
    const admins = team.en.filter((member) => member.category === 'admin').length;
    await expect(
      page.getByText(teamPage.en.count(admins), { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await filter.expectChosen(all);

    await pageRadio(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(pageRadio(2)).toBeChecked();
    await expect(pageRadio(2)).toBeFocused();
    await expect(page.getByText(pageOf(2, pages)).filter({ visible: true })).toBeVisible();
  },
);
