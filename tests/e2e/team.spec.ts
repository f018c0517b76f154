import type { Page } from '@playwright/test';
import { team } from '../../content/team';
import { expect, isMobile, test, visit } from './fixtures';

const label = 'Filter team by category';
const names = (members: typeof team) => members.map((m) => m.name);
const inCategory = (category: string) => team.filter((m) => m.category === category);

function directory(page: Page) {
  const pager = page.getByRole('navigation', { name: 'Team pages' });
  const cards = page.getByRole('list', { name: /^Team members/ }).getByRole('article');
  return {
    pager,
    cards,
    cardNames: cards.getByRole('heading', { level: 3 }),
    pageButton: (n: number) => pager.getByRole('button', { name: `Page ${n}`, exact: true }),
    prev: pager.getByRole('button', { name: 'Prev' }),
    next: pager.getByRole('button', { name: 'Next' }),
    /** Buttons on desktop, the dropdown on a phone: the spec's two forms of the filter. */
    choose: async (category: string) => {
      if (isMobile(page)) await page.getByRole('combobox', { name: label }).selectOption(category);
      else
        await page
          .getByRole('group', { name: label })
          .getByRole('button', { name: category, exact: true })
          .click();
    },
  };
}

test.describe('team', () => {
  test('pages through 46 people 9 at a time: numbered buttons, and Prev/Next on desktop', async ({
    page,
  }) => {
    await visit(page, '/team/');
    const { pager, cardNames, pageButton, prev, next } = directory(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The people behind every pour');
    await expect(page.getByText('46 person found')).toBeVisible();
    await expect(cardNames).toHaveText(names(team.slice(0, 9)));
    await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveCount(6);
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');

    if (isMobile(page)) {
      // A phone gets the numbered buttons only.
      await expect(prev).toBeHidden();
      await expect(next).toBeHidden();
      await pageButton(6).click();
    } else {
      await expect(prev).toBeVisible();
      await expect(prev).toBeDisabled();
      await next.click();
      await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
      await expect(cardNames).toHaveText(names(team.slice(9, 18)));
      for (let n = 3; n <= 6; n += 1) await next.click();
    }

    // The last page: one person, Next disabled, and the grid's top brought back into view.
    await expect(pageButton(6)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Page 6 of 6')).toBeVisible();
    await expect(cardNames).toHaveText(names(team.slice(45)));
    await expect(page.getByText('46 person found')).toBeInViewport();
    if (!isMobile(page)) {
      await expect(next).toBeDisabled();
      await prev.click();
      await expect(pageButton(5)).toHaveAttribute('aria-current', 'page');
      await expect(cardNames).toHaveText(names(team.slice(36, 45)));
    }

    await pageButton(1).click();
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(cardNames).toHaveText(names(team.slice(0, 9)));
    if (!isMobile(page)) await expect(prev).toBeDisabled();
  });

  test('filters by category, back on page 1, with the count line', async ({ page }) => {
    await visit(page, '/team/');
    const { pager, cardNames, pageButton, choose } = directory(page);
    if (isMobile(page)) {
      await expect(page.getByRole('group', { name: label })).toBeHidden();
      await expect(page.getByRole('combobox', { name: label })).toBeVisible();
    } else {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
      await expect(page.getByRole('combobox', { name: label })).toBeHidden();
    }

    await pageButton(3).click();
    await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');

    await choose('Engineering');
    await expect(page.getByText('7 person found')).toBeVisible();
    await expect(cardNames).toHaveText(names(inCategory('Engineering')));
    // Nine or fewer people: no pagination.
    await expect(pager).toHaveCount(0);

    await choose('All');
    await expect(page.getByText('46 person found')).toBeVisible();
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(cardNames).toHaveText(names(team.slice(0, 9)));
  });

  test("the per-category tiles count 'Professional(s)' and apply their filter", async ({ page }) => {
    await visit(page, '/team/');
    const { pager, cardNames, pageButton } = directory(page);
    await pageButton(2).click();

    const section = page.getByRole('region', { name: 'Twelve teams, one crew' });
    const tiles = section.getByRole('button');
    await expect(tiles).toHaveCount(12);
    await expect(section.getByRole('button', { name: 'Engineering 7 Professionals' })).toBeVisible();
    const tile = section.getByRole('button', { name: 'Source Manager 1 Professional' });
    await tile.scrollIntoViewIfNeeded();
    await tile.click();

    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('1 person found')).toBeInViewport();
    await expect(cardNames).toHaveText(names(inCategory('Source Manager')));
    await expect(pager).toHaveCount(0);
    if (isMobile(page))
      await expect(page.getByRole('combobox', { name: label })).toHaveValue('Source Manager');
    else
      await expect(
        page.getByRole('group', { name: label }).getByRole('button', { name: 'Source Manager' }),
      ).toHaveAttribute('aria-pressed', 'true');
  });

  test("each card links to the person's e-mail and phone", async ({ page }) => {
    await visit(page, '/team/');
    const { cards, pageButton } = directory(page);
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
    await pageButton(6).click();
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
