import type { Locator, Page } from '@playwright/test';
import { equipment, equipmentPage, rentPage } from '../../content/equipment';
import { projects } from '../../content/projects';
import { team } from '../../content/team';
import { FILTER, countLine, expectChosen, tileName, unitsIn } from './equipment-steps';
import { expect, holdScripts, isMobile, test, visitBeforeScripts } from './fixtures';

/**
 * A tap made while the page's scripts are still on their way is not lost: the filters, the team's
 * pages and the category tiles look ready from the first paint, and a tap on one takes effect when
 * the scripts arrive (components/layout/EarlyTaps). Here the scripts are held back until the test
 * releases them, as on a slow phone where the page shows 1-2.4 s before it hydrates.
 */

/** Holds every script of the page back until `release()`; records what is logged as an error. */
async function slowScripts(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors, ...(await holdScripts(page)) };
}

/** A tap as the device makes it: a touch on the phone, a click on the desktop. */
async function tap(page: Page, control: Locator) {
  if (isMobile(page)) await control.tap();
  else await control.click();
}

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const teamIn = (category: string) => team.filter((member) => member.category === category);

function teamDirectory(page: Page) {
  const pager = page.getByRole('navigation', { name: 'Team pages' });
  const label = 'Filter team by category';
  return {
    pager,
    cardNames: page.getByRole('list', { name: /^Team members/ }).getByRole('heading', { level: 3 }),
    pageButton: (n: number) => pager.getByRole('button', { name: `Page ${n}`, exact: true }),
    /** The buttons on a desktop, the dropdown on a phone. */
    choose: async (category: string) => {
      if (isMobile(page)) await page.getByRole('combobox', { name: label }).selectOption(category);
      else await tap(page, page.getByRole('group', { name: label }).getByRole('button', { name: category }));
    },
    expectChosen: async (category: string) => {
      if (isMobile(page)) await expect(page.getByRole('combobox', { name: label })).toHaveValue(category);
      else
        await expect(
          page.getByRole('group', { name: label }).getByRole('button', { name: category, exact: true }),
        ).toHaveAttribute('aria-pressed', 'true');
    },
  };
}

test.describe('a tap made before the scripts run takes effect when they arrive', () => {
  test('projects: a category (buttons on a desktop, the dropdown on a phone), with the empty state', async ({
    page,
  }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/projects/');
    const label = 'Filter projects by category';
    const dropdown = page.getByRole('combobox', { name: label });
    const button = page
      .getByRole('group', { name: label })
      .getByRole('button', { name: 'Road Construction' });
    if (isMobile(page)) await dropdown.selectOption('Road Construction');
    else await tap(page, button);
    // Nothing has run yet: the list is still everything.
    await expect(page.getByText(`${projects.length} Projects Found`, { exact: true })).toBeVisible();

    await scripts.release();
    await expect(page.getByText('0 Projects Found', { exact: true })).toBeVisible();
    await expect(page.getByText('No projects found in this category.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    if (isMobile(page)) await expect(dropdown).toHaveValue('Road Construction');
    else await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(scripts.errors).toEqual([]);
  });

  test('equipment: a category (buttons on a desktop, the dropdown on a phone)', async ({ page }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/equipment/');
    const list = page.getByRole('region', { name: equipmentPage.fleet.title });
    const cardNames = list.getByRole('article').getByRole('heading', { level: 3 });
    if (isMobile(page)) await page.getByRole('combobox', { name: FILTER }).selectOption('Generators');
    else
      await tap(page, page.getByRole('group', { name: FILTER }).getByRole('button', { name: 'Generators' }));
    await expect(countLine(page)).toHaveText(`${equipment.length} Equipment Available`);

    await scripts.release();
    await expect(countLine(page)).toHaveText(`${unitsIn('Generators').length} Equipment Available`);
    await expect(cardNames).toHaveText(names(unitsIn('Generators')));
    await expectChosen(page, 'Generators');
    expect(scripts.errors).toEqual([]);
  });

  test('equipment: a category tile sets the filter and brings the list into view', async ({ page }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/equipment/');
    const tile = page
      .getByRole('region', { name: equipmentPage.categories.title })
      .getByRole('button', { name: tileName('Road Equipment') });
    await tile.scrollIntoViewIfNeeded();
    await tap(page, tile);
    await expect(countLine(page)).toHaveText(`${equipment.length} Equipment Available`);
    await expect(countLine(page)).not.toBeInViewport();

    await scripts.release();
    await expect(countLine(page)).toHaveText(`${unitsIn('Road Equipment').length} Equipment Available`);
    await expect(countLine(page)).toBeInViewport();
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expectChosen(page, 'Road Equipment');
    expect(scripts.errors).toEqual([]);
  });

  test('rent: a category button, at every width', async ({ page }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/rent/');
    const button = page.getByRole('group', { name: FILTER }).getByRole('button', { name: 'Heavy Vehicles' });
    await tap(page, button);
    await expect(countLine(page)).toHaveText(`${equipment.length} Equipment Available`);

    await scripts.release();
    await expect(countLine(page)).toHaveText(`${unitsIn('Heavy Vehicles').length} Equipment Available`);
    await expect(
      page
        .getByRole('region', { name: rentPage.fleet.title })
        .getByRole('article')
        .getByRole('heading', { level: 3 }),
    ).toHaveText(names(unitsIn('Heavy Vehicles')));
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(scripts.errors).toEqual([]);
  });

  test('team: a category', async ({ page }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/team/');
    const { cardNames, pager, choose, expectChosen: expectTeamChosen } = teamDirectory(page);
    await choose('Engineering');
    await expect(page.getByText(`${team.length} person found`, { exact: true })).toBeVisible();

    await scripts.release();
    await expect(page.getByText('7 person found', { exact: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(teamIn('Engineering')));
    await expect(pager).toHaveCount(0);
    await expectTeamChosen('Engineering');
    expect(scripts.errors).toEqual([]);
  });

  test('team: a page number, and Next on a desktop', async ({ page }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/team/');
    const { cardNames, pageButton, pager } = teamDirectory(page);
    await tap(page, pageButton(3));
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');

    await scripts.release();
    await expect(pageButton(3)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Page 3 of 6')).toBeVisible();
    await expect(cardNames).toHaveText(names(team.slice(18, 27)));
    if (!isMobile(page)) {
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pageButton(4)).toHaveAttribute('aria-current', 'page');
    }
    expect(scripts.errors).toEqual([]);
  });

  test('team: a category tile', async ({ page }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/team/');
    const { cardNames, expectChosen: expectTeamChosen } = teamDirectory(page);
    const tile = page
      .getByRole('region', { name: 'Twelve teams, one crew' })
      .getByRole('button', { name: 'Source Manager 1 Professional' });
    await tile.scrollIntoViewIfNeeded();
    await tap(page, tile);
    await expect(page.getByText(`${team.length} person found`, { exact: true })).not.toBeInViewport();

    await scripts.release();
    await expect(page.getByText('1 person found', { exact: true })).toBeInViewport();
    await expect(cardNames).toHaveText(names(teamIn('Source Manager')));
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    await expectTeamChosen('Source Manager');
    expect(scripts.errors).toEqual([]);
  });

  test('two taps: a category of the filter, then a tile: both in order, the last one wins', async ({
    page,
  }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/equipment/');
    const list = page.getByRole('region', { name: equipmentPage.fleet.title });
    if (isMobile(page)) await page.getByRole('combobox', { name: FILTER }).selectOption('Generators');
    else
      await tap(page, page.getByRole('group', { name: FILTER }).getByRole('button', { name: 'Generators' }));
    const tile = page
      .getByRole('region', { name: equipmentPage.categories.title })
      .getByRole('button', { name: tileName('Road Equipment') });
    await tile.scrollIntoViewIfNeeded();
    await tap(page, tile);

    await scripts.release();
    await expect(countLine(page)).toHaveText(`${unitsIn('Road Equipment').length} Equipment Available`);
    await expect(list.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(
      names(unitsIn('Road Equipment')),
    );
    await expect(countLine(page)).toBeInViewport();
    await expectChosen(page, 'Road Equipment');
    await expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(scripts.errors).toEqual([]);
  });

  test('two taps on the team: a page, then a category, which starts again at its first page', async ({
    page,
  }) => {
    const scripts = await slowScripts(page);
    await visitBeforeScripts(page, '/team/');
    const { cardNames, pageButton, pager, choose, expectChosen: expectTeamChosen } = teamDirectory(page);
    // A page, then a category: the category brings the list back to its first (and only) page.
    await tap(page, pageButton(4));
    await choose('Piling');
    await expect(page.getByText(`${team.length} person found`, { exact: true })).toBeVisible();

    await scripts.release();
    await expect(page.getByText(`${teamIn('Piling').length} person found`, { exact: true })).toBeVisible();
    await expect(cardNames).toHaveText(names(teamIn('Piling')));
    await expect(pager).toHaveCount(0);
    await expectTeamChosen('Piling');
    expect(scripts.errors).toEqual([]);
  });
});

/** How many taps the page keeps for the replay: 0 once the scripts have played (or dropped) them. */
const keptTaps = (page: Page) =>
  page.evaluate(() => (window as unknown as { earlyTaps?: { taps: unknown[] } }).earlyTaps?.taps.length);

test.describe('impatient taps are not replayed as many times as they were made', () => {
  test(
    'three taps on Next before the scripts run go one page on, not three',
    { tag: '@desktop' },
    async ({ page }) => {
      const scripts = await slowScripts(page);
      await visitBeforeScripts(page, '/team/');
      const { cardNames, pageButton, pager } = teamDirectory(page);
      const next = pager.getByRole('button', { name: 'Next' });
      for (let i = 0; i < 3; i++) await tap(page, next);
      await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
      expect(await keptTaps(page)).toBe(1);

      await scripts.release();
      await expect.poll(() => keptTaps(page)).toBe(0);
      await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
      await expect(cardNames).toHaveText(names(team.slice(9, 18)));
      expect(scripts.errors).toEqual([]);
    },
  );

  test('a tap older than 10 s when the scripts arrive is dropped', { tag: '@once' }, async ({ page }) => {
    const scripts = await slowScripts(page);
    await page.clock.install();
    await visitBeforeScripts(page, '/team/');
    const { cardNames, pageButton } = teamDirectory(page);
    await tap(page, pageButton(3));
    expect(await keptTaps(page)).toBe(1);
    // The page's clock (performance.now() included) moves past the tap's ten seconds.
    await page.clock.fastForward(10_001);

    await scripts.release();
    // The replay has run: the kept tap is gone, and did nothing.
    await expect.poll(() => keptTaps(page)).toBe(0);
    await expect(pageButton(1)).toHaveAttribute('aria-current', 'page');
    await expect(cardNames).toHaveText(names(team.slice(0, 9)));
    // A tap made now works at once.
    await tap(page, pageButton(2));
    await expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
    expect(scripts.errors).toEqual([]);
  });
});
