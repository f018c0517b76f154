import type { Page } from '@playwright/test';
import {
  equipment as equipmentIn,
  equipmentCategoryLabels,
  equipmentPage as equipmentPageIn,
  rentPage as rentPageIn,
} from '../../content/equipment';
import { projects as projectsIn, projectsPage } from '../../content/projects';
import { shellText } from '../../content/shell';
import { team as teamIn_, teamCategoryLabels, teamPage } from '../../content/team';
import { TEAM_PAGE_SIZE } from '../../lib/constants';
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
const { count } = equipmentPage.list;
const projects = projectsIn.en;
const projectsText = projectsPage.en;
const team = teamIn_.en;
const teamText = teamPage.en;
const list = shellText.en.list;
const pages = Math.ceil(team.length / TEAM_PAGE_SIZE);
const roads = projectsText.categories['road-construction'];

const names = (items: readonly { name: string }[]) => items.map((item) => item.name);
const teamLabels = teamCategoryLabels.en;
const teamIn = (category: string) => team.filter((member) => teamLabels[member.category] === category);
/** The team's count line, as shown. */
const teamCount = (page: Page, count: number) =>
  page.getByText(teamText.count(count), { exact: true }).filter({ visible: true });

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
      const filter = categoryFilter(page, projectsText.browser.filterLabel);
      await filter.expectForm(isMobile(page) ? 'dropdown' : 'chips');
      const check = async () => {
        await filter.expectChosen(roads);
        await expect(
          page.getByText(projectsText.browser.count(0), { exact: true }).filter({ visible: true }),
        ).toBeVisible();
        await expect(page.getByText('No projects found in this category.')).toBeVisible();
        await expect(page.getByRole('article').filter({ visible: true })).toHaveCount(0);
      };
      await filter.choose(roads);
      await check();
      await adopted();
      await check();
      await filter.choose(list.all);
      await expect(
        page
          .getByText(projectsText.browser.count(projects.length), { exact: true })
          .filter({ visible: true }),
      ).toBeVisible();
    });

    test('equipment: a category, then a tile: the last one wins', async ({ page }) => {
      const { adopted } = await open(page, mode, '/equipment/');
      const filter = categoryFilter(page, FILTER);
      const list = page.getByRole('region', { name: equipmentPage.fleet.title });
      const { generators, 'road-equipment': roadEquipment } = equipmentCategoryLabels.en;
      await filter.choose(generators);
      await expect(countLine(page)).toHaveText(count(unitsIn(generators).length));
      await expect(cardNames(list)).toHaveText(names(unitsIn(generators)));

      const roadTile = tile(
        page.getByRole('region', { name: equipmentPage.categories.title }),
        tileName(roadEquipment),
      );
      await roadTile.scrollIntoViewIfNeeded();
      await roadTile.click();
      const check = async () => {
        await expect(countLine(page)).toHaveText(count(unitsIn(roadEquipment).length));
        await expect(cardNames(list)).toHaveText(names(unitsIn(roadEquipment)));
        await filter.expectChosen(roadEquipment);
        await expectTileChosen(roadTile);
      };
      await check();
      await adopted();
      await check();
    });

    test('rent: a category chip, at every width', async ({ page }) => {
      const { adopted } = await open(page, mode, '/rent/');
      const filter = categoryFilter(page, FILTER);
      await filter.expectForm('chips');
      const heavyVehicles = equipmentCategoryLabels.en['heavy-vehicles'];
      await filter.choose(heavyVehicles);
      const check = async () => {
        await expect(countLine(page)).toHaveText(count(unitsIn(heavyVehicles).length));
        await expect(cardNames(page.getByRole('region', { name: rentPage.fleet.title }))).toHaveText(
          names(unitsIn(heavyVehicles)),
        );
        await filter.expectChosen(heavyVehicles);
      };
      await check();
      await adopted();
      await check();
      await filter.choose(list.all);
      await expect(countLine(page)).toHaveText(count(equipment.length));
    });

    test('team: pages by number and by Next and Prev, a category, a tile; every member reachable', async ({
      page,
    }) => {
      const { adopted } = await open(page, mode, '/team/');
      const { pager, pageRadio, next, prev } = teamPager(page);
      const filter = categoryFilter(page, teamText.filterLabel);
      const people = cardNames(page.getByRole('list', { name: teamText.listLabel }));

      // Every page, so every member, from the numbered pages (Prev and Next on a desktop).
      for (let n = 1; n <= pages; n += 1) {
        await pageRadio(n).click();
        await expect(pageRadio(n)).toBeChecked();
        await expect(page.getByText(list.pageOf(n, pages)).filter({ visible: true })).toBeVisible();
        await expect(people).toHaveText(names(team.slice((n - 1) * TEAM_PAGE_SIZE, n * TEAM_PAGE_SIZE)));
      }
      if (!isMobile(page)) {
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        await prev.click();
        await expect(pageRadio(pages - 1)).toBeChecked();
        await pageRadio(1).click();
        await expect(prev).toHaveAttribute('aria-disabled', 'true');
        await next.click();
        await next.click();
        await expect(pageRadio(3)).toBeChecked();
      } else {
        await pageRadio(3).click();
      }

      // A category of one page: no pager, its people.
      await filter.choose(teamLabels.engineering);
      await expect(teamCount(page, teamIn(teamLabels.engineering).length)).toBeVisible();
      await expect(people).toHaveText(names(teamIn(teamLabels.engineering)));
      await expect(pager).toBeHidden();

      const sourceManager = tile(
        page.getByRole('region', { name: teamText.categories.title }),
        teamLabels['source-manager'],
      );
      await sourceManager.scrollIntoViewIfNeeded();
      await sourceManager.click();
      const check = async () => {
        await expect(teamCount(page, 1)).toBeVisible();
        await expect(people).toHaveText(names(teamIn(teamLabels['source-manager'])));
        await filter.expectChosen(teamLabels['source-manager']);
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
    const filter = categoryFilter(page, teamText.filterLabel);
    await pageRadio(4).click();
    await adopted();
    await expect(pageRadio(4)).toBeChecked();
    await expect(page.getByText(list.pageOf(4, pages)).filter({ visible: true })).toBeVisible();
    await filter.choose(teamLabels.piling);
    await filter.choose(list.all);
    await expect(pageRadio(1)).toBeChecked();
    await expect(page.getByText(list.pageOf(1, pages)).filter({ visible: true })).toBeVisible();
  });
});
