import type { Locator, Page } from '@playwright/test';
import { pageText } from '../../content/navigation';
import { shellText } from '../../content/shell';
import { team as teams, teamCategories, teamCategoryLabels, teamPage } from '../../content/team';
import { TEAM_PAGE_SIZE } from '../../lib/constants';
import { expect, hydrated, isMobile, scrollSettled, test, visit } from './fixtures';
import { cardNames, categoryFilter, expectTileChosen, teamPager, tile, tileTexts } from './filter-steps';

const words = teamPage.en;
const list = shellText.en.list;
const team = teams.en;
const labels = teamCategoryLabels.en;
const pages = Math.ceil(team.length / TEAM_PAGE_SIZE);
/** The members on page `n` (from 1). */
const onPage = (n: number) => team.slice((n - 1) * TEAM_PAGE_SIZE, n * TEAM_PAGE_SIZE);
/** The count line, as shown. */
const countLine = (page: Page, count: number) =>
  page.getByText(words.count(count), { exact: true }).filter({ visible: true });
const names = (members: typeof team) => members.map((m) => m.name);
const inCategory = (category: string) => team.filter((m) => labels[m.category] === category);

function directory(page: Page) {
  const members = page.getByRole('list', { name: words.listLabel });
  return {
    ...teamPager(page),
    cards: members.getByRole('article').filter({ visible: true }),
    cardNames: cardNames(members),
    filter: categoryFilter(page, words.filterLabel),
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

// The Team page in one visit at each size: the pager (Prev and Next from 768 px), the filter (chips
// or a dropdown) and the tiles' scroll depend on the width. Each card's links, once.
test("team: pages through 46 people 9 at a time (numbered buttons, and Prev/Next on desktop); a category, back on page 1, with its count line; the per-category tiles count 'Professional(s)' and apply their filter", async ({
  page,
}) => {
  const { pager, cardNames, pageRadio, prev, next, turn, filter } = directory(page);
  await test.step('the pages', async () => {
    await visit(page, '/team/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.team.intro.title);
    await expect(countLine(page, team.length)).toBeVisible();
    await expect(cardNames).toHaveText(names(onPage(1)));
    await expect(pager.getByRole('radio')).toHaveCount(pages);
    await expect(pageRadio(1)).toBeChecked();
    // The pages change by CSS; bringing the grid's top back into view is the script's (lists.ts).
    await hydrated(page);

    if (isMobile(page)) {
      // A phone gets the numbered buttons only.
      await expect(prev).toBeHidden();
      await expect(next).toBeHidden();
      await turn(pageRadio(pages));
    } else {
      await expect(prev).toBeVisible();
      await expect(prev).toHaveAttribute('aria-disabled', 'true');
      await turn(next);
      await expect(pageRadio(2)).toBeChecked();
      await expect(prev).not.toHaveAttribute('aria-disabled');
      await expect(cardNames).toHaveText(names(onPage(2)));
      for (let n = 3; n <= pages; n += 1) {
        await turn(next);
        await expect(pageRadio(n)).toBeChecked();
      }
    }

    // The last page: one person, Next disabled, and the grid's top brought back into view.
    await expect(pageRadio(pages)).toBeChecked();
    await expect(page.getByText(list.pageOf(pages, pages)).filter({ visible: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(onPage(pages)));
    await expect(countLine(page, team.length)).toBeInViewport();
    if (!isMobile(page)) {
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await turn(prev);
      await expect(pageRadio(pages - 1)).toBeChecked();
      await expect(cardNames).toHaveText(names(onPage(pages - 1)));
    }

    await turn(pageRadio(1));
    await expect(pageRadio(1)).toBeChecked();
    await expect(cardNames).toHaveText(names(onPage(1)));
    if (!isMobile(page)) await expect(prev).toHaveAttribute('aria-disabled', 'true');
  });

  await test.step('a category, back on page 1', async () => {
    await filter.expectForm(isMobile(page) ? 'dropdown' : 'chips');

    await turn(pageRadio(3));
    await expect(pageRadio(3)).toBeChecked();

    await filter.choose(labels.engineering);
    await filter.expectChosen(labels.engineering);
    // Once chosen, the phone's dropdown shuts.
    if (isMobile(page)) await filter.expectForm('dropdown');
    await expect(countLine(page, inCategory(labels.engineering).length)).toBeVisible();
    await expect(cardNames).toHaveText(names(inCategory(labels.engineering)));
    // Nine or fewer people: no pagination.
    await expect(pager).toBeHidden();

    await filter.choose(list.all);
    await expect(countLine(page, team.length)).toBeVisible();
    await expect(pageRadio(1)).toBeChecked();
    await expect(page.getByText(list.pageOf(1, pages)).filter({ visible: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(onPage(1)));
  });

  await test.step('the per-category tiles', async () => {
    await turn(pageRadio(2));

    const section = page.getByRole('region', { name: words.categories.title });
    // Each team's number, name and count of people, in the words' singular or plural.
    expect(await tileTexts(section)).toEqual(
      teamCategories
        .map((key) => labels[key])
        .map((category) => {
          const count = inCategory(category).length;
          return `${list.figure(count)} ${category} ${words.units(count)}`;
        }),
    );
    const sourceManager = tile(section, labels['source-manager']);
    await expect(sourceManager).toHaveText(new RegExp(`${words.units(1)}$`));
    await expectTileChosen(sourceManager, false);
    // The tile sets the filter by CSS; bringing the list into view is the script's (lists.ts).
    await hydrated(page);
    await sourceManager.scrollIntoViewIfNeeded();
    await sourceManager.click();

    await expectTileChosen(sourceManager);
    await expect(countLine(page, 1)).toBeInViewport();
    await expect(cardNames).toHaveText(names(inCategory(labels['source-manager'])));
    await expect(pager).toBeHidden();
    await filter.expectChosen(labels['source-manager']);
  });
});

test("each card links to the person's e-mail and phone", { tag: '@once' }, async ({ page }) => {
  await visit(page, '/team/');
  const { cards, pageRadio } = directory(page);
  for (const member of onPage(1)) {
    await expect(cards.getByRole('link', { name: words.card.email(member.name) })).toHaveAttribute(
      'href',
      `mailto:${member.email}`,
    );
    await expect(cards.getByRole('link', { name: words.card.call(member.name) })).toHaveAttribute(
      'href',
      `tel:${member.phone}`,
    );
  }
  await pageRadio(pages).click();
  const last = team.at(-1);
  await expect(cards.getByRole('link', { name: words.card.email(last?.name ?? '') })).toHaveAttribute(
    'href',
    `mailto:${last?.email}`,
  );
  await expect(cards.getByRole('link', { name: words.card.call(last?.name ?? '') })).toHaveAttribute(
    'href',
    `tel:${last?.phone}`,
  );
  await expect(cards.locator('img')).toHaveCount(1);
  await expect(cards.locator('img')).toBeVisible();
});
