import type { Locator, Page } from '@playwright/test';
import { team as teams, teamCategoryLabels } from '../../content/team';
import { expect, hydrated, isMobile, scrollSettled, test, visit } from './fixtures';
import { cardNames, categoryFilter, expectTileChosen, teamPager, tile, tileTexts } from './filter-steps';

const label = 'Filter team by category';
const team = teams.en;
const names = (members: typeof team) => members.map((m) => m.name);
const inCategory = (category: string) => team.filter((m) => teamCategoryLabels.en[m.category] === category);

function directory(page: Page) {
  const list = page.getByRole('list', { name: 'Team members' });
  return {
    ...teamPager(page),
    cards: list.getByRole('article').filter({ visible: true }),
    cardNames: cardNames(list),
    filter: categoryFilter(page, label),
    /**
     * A click on a page's number, Prev or Next: once hydrated, the script brings the cards' top into
     * view, smoothly (lists.ts), and the next click waits for the page to stop.
     */
    async turn(control: Locator) {
      await control.click();
      await scrollSettled(page);
    },
  };
}

test.describe('team', () => {
  test('pages through 46 people 9 at a time: numbered buttons, and Prev/Next on desktop', async ({
    page,
  }) => {
    await visit(page, '/team/');
    const { pager, cardNames, pageRadio, prev, next, turn } = directory(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The people behind every pour');
    await expect(page.getByText('46 person found').filter({ visible: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(team.slice(0, 9)));
    await expect(pager.getByRole('radio', { name: /^Page \d$/ })).toHaveCount(6);
    await expect(pageRadio(1)).toBeChecked();
    // The pages change by CSS; bringing the grid's top back into view is the script's (lists.ts).
    await hydrated(page);

    if (isMobile(page)) {
      // A phone gets the numbered buttons only.
      await expect(prev).toBeHidden();
      await expect(next).toBeHidden();
      await turn(pageRadio(6));
    } else {
      await expect(prev).toBeVisible();
      await expect(prev).toHaveAttribute('aria-disabled', 'true');
      await turn(next);
      await expect(pageRadio(2)).toBeChecked();
      await expect(prev).not.toHaveAttribute('aria-disabled');
      await expect(cardNames).toHaveText(names(team.slice(9, 18)));
      for (let n = 3; n <= 6; n += 1) {
        await turn(next);
        await expect(pageRadio(n)).toBeChecked();
      }
    }

    // The last page: one person, Next disabled, and the grid's top brought back into view.
    await expect(pageRadio(6)).toBeChecked();
    await expect(page.getByText('Page 6 of 6').filter({ visible: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(team.slice(45)));
    await expect(page.getByText('46 person found').filter({ visible: true })).toBeInViewport();
    if (!isMobile(page)) {
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await turn(prev);
      await expect(pageRadio(5)).toBeChecked();
      await expect(cardNames).toHaveText(names(team.slice(36, 45)));
    }

    await turn(pageRadio(1));
    await expect(pageRadio(1)).toBeChecked();
    await expect(cardNames).toHaveText(names(team.slice(0, 9)));
    if (!isMobile(page)) await expect(prev).toHaveAttribute('aria-disabled', 'true');
  });

  test('filters by category, back on page 1, with the count line', async ({ page }) => {
    await visit(page, '/team/');
    const { pager, cardNames, pageRadio, filter, turn } = directory(page);
    await filter.expectForm(isMobile(page) ? 'dropdown' : 'chips');

    await turn(pageRadio(3));
    await expect(pageRadio(3)).toBeChecked();

    await filter.choose('Engineering');
    await filter.expectChosen('Engineering');
    // Once chosen, the phone's dropdown shuts.
    if (isMobile(page)) await filter.expectForm('dropdown');
    await expect(page.getByText('7 person found').filter({ visible: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(inCategory('Engineering')));
    // Nine or fewer people: no pagination.
    await expect(pager).toBeHidden();

    await filter.choose('All');
    await expect(page.getByText('46 person found').filter({ visible: true })).toBeVisible();
    await expect(pageRadio(1)).toBeChecked();
    await expect(page.getByText('Page 1 of 6').filter({ visible: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(team.slice(0, 9)));
  });

  test("the per-category tiles count 'Professional(s)' and apply their filter", async ({ page }) => {
    await visit(page, '/team/');
    const { pager, cardNames, pageRadio, filter, turn } = directory(page);
    await turn(pageRadio(2));

    const section = page.getByRole('region', { name: 'Twelve teams, one crew' });
    const [first] = await tileTexts(section);
    expect((await tileTexts(section)).length).toBe(12);
    expect(first).toBe(`0${inCategory('Admin').length} Admin ${inCategory('Admin').length} Professionals`);
    expect(await tileTexts(section)).toContain('07 Engineering 7 Professionals');
    const sourceManager = tile(section, 'Source Manager');
    await expect(sourceManager).toHaveText(/Source Manager\s*1 Professional$/);
    await expectTileChosen(sourceManager, false);
    // The tile sets the filter by CSS; bringing the list into view is the script's (lists.ts).
    await hydrated(page);
    await sourceManager.scrollIntoViewIfNeeded();
    await sourceManager.click();

    await expectTileChosen(sourceManager);
    await expect(page.getByText('1 person found').filter({ visible: true })).toBeInViewport();
    await expect(cardNames).toHaveText(names(inCategory('Source Manager')));
    await expect(pager).toBeHidden();
    await filter.expectChosen('Source Manager');
  });

  test("each card links to the person's e-mail and phone", { tag: '@once' }, async ({ page }) => {
    await visit(page, '/team/');
    const { cards, pageRadio } = directory(page);
    for (const member of team.slice(0, 9)) {
      await expect(cards.getByRole('link', { name: `E-mail ${member.name}` })).toHaveAttribute(
        'href',
        `mailto:${member.email}`,
      );
      await expect(cards.getByRole('link', { name: `Call ${member.name}` })).toHaveAttribute(
        'href',
        `tel:${member.phone}`,
      );
    }
    await pageRadio(6).click();
    const last = team[45];
    await expect(cards.getByRole('link', { name: `E-mail ${last?.name}` })).toHaveAttribute(
      'href',
      `mailto:${last?.email}`,
    );
    await expect(cards.getByRole('link', { name: `Call ${last?.name}` })).toHaveAttribute(
      'href',
      `tel:${last?.phone}`,
    );
    await expect(cards.locator('img')).toHaveCount(1);
    await expect(cards.locator('img')).toBeVisible();
  });
});
