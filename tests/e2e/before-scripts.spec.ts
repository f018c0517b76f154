import type { Page } from '@playwright/test';
import {
  equipment as equipmentIn,
  equipmentPage as equipmentPageIn,
  rentPage as rentPageIn,
} from '../../content/equipment';
import { projects as projectsIn } from '../../content/projects';
import { team as teamIn_, teamCategoryLabels } from '../../content/team';
import { FILTER, countLine, tileName, unitsIn } from './equipment-steps';
import { cardNames, categoryFilter, expectTileChosen, teamPager, tile } from './filter-steps';
import { expect, holdScripts, hydrated, isMobile, test, visit, visitBeforeScripts } from './fixtures';

/**
 * The filters, the team's pages and the category tiles answer a tap from their HTML: the same before
 * the page's scripts have run (held back here, as on a slow phone where the page shows seconds before
 * it hydrates) and without JavaScript at all. Once the scripts arrive, React adopts what the visitor
 * chose: nothing flashes back to All or to page 1. (Dialogs and the hero: declarative-dialogs.spec.ts,
 * hero.spec.ts; the form: contact-resilience.spec.ts.)
 */

// The English pages; the Bangla twins' lists are the same markup (bangla.spec.ts).
const equipment = equipmentIn.en;
const equipmentPage = equipmentPageIn.en;
const rentPage = rentPageIn.en;
const projects = projectsIn.en;
const team = teamIn_.en;

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const teamIn = (category: string) =>
  team.filter((member) => teamCategoryLabels.en[member.category] === category);

type Mode = 'before the scripts run' | 'without JavaScript';
const modes: Mode[] = ['before the scripts run', 'without JavaScript'];

/**
 * Opens `path` in `mode` and returns `adopted`: with scripts held, it lets them run and waits for the
 * page to hydrate (the checks that follow prove nothing was reset); without JavaScript it does nothing.
 */
async function open(page: Page, mode: Mode, path: string) {
  if (mode === 'without JavaScript') {
    await visit(page, path);
    return { adopted: async () => {} };
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = await holdScripts(page);
  await visitBeforeScripts(page, path);
  return {
    adopted: async () => {
      await scripts.release();
      await hydrated(page);
      expect(errors).toEqual([]);
    },
  };
}

// A radio answering a tap does not depend on the width, so each way runs at one size, as the dialogs'
// (declarative-dialogs.spec.ts): without JavaScript on a phone, tapped; with the scripts held at
// desktop, where React adopting the choice is what it adds.
for (const mode of modes) {
  const tag = mode === 'without JavaScript' ? '@phone' : '@once';
  test.describe(`lists answer a tap ${mode}`, { tag }, () => {
    test.use({ javaScriptEnabled: mode !== 'without JavaScript' });

    test('projects: a category, with the empty state', async ({ page }) => {
      const { adopted } = await open(page, mode, '/projects/');
      const filter = categoryFilter(page, 'Filter projects by category');
      await filter.expectForm(isMobile(page) ? 'dropdown' : 'chips');
      const check = async () => {
        await filter.expectChosen('Road Construction');
        await expect(
          page.getByText('0 Projects Found', { exact: true }).filter({ visible: true }),
        ).toBeVisible();
        await expect(page.getByText('No projects found in this category.')).toBeVisible();
        await expect(page.getByRole('article').filter({ visible: true })).toHaveCount(0);
      };
      await filter.choose('Road Construction');
      await check();
      await adopted();
      await check();
      await filter.choose('All');
      await expect(
        page.getByText(`${projects.length} Projects Found`, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
    });

    test('equipment: a category, then a tile: the last one wins', async ({ page }) => {
      const { adopted } = await open(page, mode, '/equipment/');
      const filter = categoryFilter(page, FILTER);
      const list = page.getByRole('region', { name: equipmentPage.fleet.title });
      await filter.choose('Generators');
      await expect(countLine(page)).toHaveText(`${unitsIn('Generators').length} Equipment Available`);
      await expect(cardNames(list)).toHaveText(names(unitsIn('Generators')));

      const roads = tile(
        page.getByRole('region', { name: equipmentPage.categories.title }),
        tileName('Road Equipment'),
      );
      await roads.scrollIntoViewIfNeeded();
      await roads.click();
      const check = async () => {
        await expect(countLine(page)).toHaveText(`${unitsIn('Road Equipment').length} Equipment Available`);
        await expect(cardNames(list)).toHaveText(names(unitsIn('Road Equipment')));
        await filter.expectChosen('Road Equipment');
        await expectTileChosen(roads);
      };
      await check();
      await adopted();
      await check();
    });

    test('rent: a category chip, at every width', async ({ page }) => {
      const { adopted } = await open(page, mode, '/rent/');
      const filter = categoryFilter(page, FILTER);
      await filter.expectForm('chips');
      await filter.choose('Heavy Vehicles');
      const check = async () => {
        await expect(countLine(page)).toHaveText(`${unitsIn('Heavy Vehicles').length} Equipment Available`);
        await expect(cardNames(page.getByRole('region', { name: rentPage.fleet.title }))).toHaveText(
          names(unitsIn('Heavy Vehicles')),
        );
        await filter.expectChosen('Heavy Vehicles');
      };
      await check();
      await adopted();
      await check();
      await filter.choose('All');
      await expect(countLine(page)).toHaveText(`${equipment.length} Equipment Available`);
    });

    test('team: pages by number and by Next and Prev, a category, a tile; every member reachable', async ({
      page,
    }) => {
      const { adopted } = await open(page, mode, '/team/');
      const { pager, pageRadio, next, prev } = teamPager(page);
      const filter = categoryFilter(page, 'Filter team by category');
      const people = cardNames(page.getByRole('list', { name: 'Team members' }));

      // Every page, so every member, from the numbered pages (Prev and Next on a desktop).
      for (let n = 1; n <= 6; n += 1) {
        await pageRadio(n).click();
        await expect(pageRadio(n)).toBeChecked();
        await expect(page.getByText(`Page ${n} of 6`).filter({ visible: true })).toBeVisible();
        await expect(people).toHaveText(names(team.slice((n - 1) * 9, n * 9)));
      }
      if (!isMobile(page)) {
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        await prev.click();
        await expect(pageRadio(5)).toBeChecked();
        await pageRadio(1).click();
        await expect(prev).toHaveAttribute('aria-disabled', 'true');
        await next.click();
        await next.click();
        await expect(pageRadio(3)).toBeChecked();
      } else {
        await pageRadio(3).click();
      }

      // A category of one page: no pager, its people.
      await filter.choose('Engineering');
      await expect(page.getByText('7 person found', { exact: true }).filter({ visible: true })).toBeVisible();
      await expect(people).toHaveText(names(teamIn('Engineering')));
      await expect(pager).toBeHidden();

      const sourceManager = tile(
        page.getByRole('region', { name: 'Twelve teams, one crew' }),
        'Source Manager',
      );
      await sourceManager.scrollIntoViewIfNeeded();
      await sourceManager.click();
      const check = async () => {
        await expect(
          page.getByText('1 person found', { exact: true }).filter({ visible: true }),
        ).toBeVisible();
        await expect(people).toHaveText(names(teamIn('Source Manager')));
        await filter.expectChosen('Source Manager');
        await expectTileChosen(sourceManager);
      };
      await check();
      await adopted();
      await check();
    });
  });
}

test.describe('once the scripts have run', { tag: '@once' }, () => {
  test('a page chosen before them stays; a category chosen after them starts its list at page 1', async ({
    page,
  }) => {
    const { adopted } = await open(page, 'before the scripts run', '/team/');
    const { pageRadio } = teamPager(page);
    const filter = categoryFilter(page, 'Filter team by category');
    await pageRadio(4).click();
    await adopted();
    await expect(pageRadio(4)).toBeChecked();
    await expect(page.getByText('Page 4 of 6').filter({ visible: true })).toBeVisible();
    await filter.choose('Piling');
    await filter.choose('All');
    await expect(pageRadio(1)).toBeChecked();
    await expect(page.getByText('Page 1 of 6').filter({ visible: true })).toBeVisible();
  });
});
