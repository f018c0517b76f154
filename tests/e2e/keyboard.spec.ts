import { expectFocusKeptFromPage } from './dialog-steps';
import { categoryFilter, teamPager } from './filter-steps';
import { expect, test, visit } from './fixtures';

// Tab round every page, each control on screen with a ring: every-page.spec.ts.

test('the first Tab reaches a visible skip link that moves focus to the main content', async ({ page }) => {
  await visit(page, '/services/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes on from the main content, not back to the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
    true,
  );
});

test('the menu keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
  await visit(page, '/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expectFocusKeptFromPage(page, menu);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
});

// The viewer is desktop only; phones download the PDF from the menu (shell.spec.ts).
test(
  'the company profile viewer keeps focus inside, closes on Escape and gives focus back',
  { tag: '@desktop' },
  async ({ page }) => {
    await visit(page, '/');
    const trigger = page.getByRole('button', { name: 'Company Profile' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: 'Company Profile' });
    await expect(viewer).toBeVisible();
    await expectFocusKeptFromPage(page, viewer);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(trigger).toBeFocused();
  },
);

test('the slideshow pause control works from the keyboard', { tag: '@once' }, async ({ page }) => {
  await visit(page, '/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  // The button is there once the script that serves it is (hero.spec.ts: 'before the scripts arrive').
  const pause = hero.getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await page.keyboard.press('Enter');
  const play = hero.getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeFocused();
  await page.keyboard.press('Space');
  await expect(hero.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
});

test(
  'the team filter and pages answer the arrow keys, as radio groups do',
  { tag: '@once' },
  async ({ page }) => {
    await visit(page, '/team/');
    const filter = categoryFilter(page, 'Filter team by category');
    const { pageRadio } = teamPager(page);
    if (await filter.summary.isVisible()) {
      await filter.summary.focus();
      await page.keyboard.press('Enter');
    }
    await filter.radio('All').focus();
    await page.keyboard.press('ArrowRight');
    await filter.expectChosen('Admin');
    await expect(page.getByText('4 person found', { exact: true }).filter({ visible: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await filter.expectChosen('All');

    await pageRadio(1).focus();
    await page.keyboard.press('ArrowRight');
    await expect(pageRadio(2)).toBeChecked();
    await expect(pageRadio(2)).toBeFocused();
    await expect(page.getByText('Page 2 of 6').filter({ visible: true })).toBeVisible();
  },
);
