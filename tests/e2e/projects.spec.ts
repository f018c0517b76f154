import { projectCategories, projects, projectsPage } from '../../content/projects';
import { categoryFilter } from './filter-steps';
import { expect, isMobile, test, visit } from './fixtures';

const [unnamed, named] = projects.en;

test.describe('projects list', () => {
  test('filters by category with the count line and the empty state, then opens a project', async ({
    page,
  }) => {
    await visit(page, '/projects/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work we are proud to hand over');
    await expect(page.getByText('2 Projects Found').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('article').filter({ visible: true })).toHaveCount(2);

    // The spec: buttons on desktop, a dropdown on mobile.
    const filter = categoryFilter(page, 'Filter projects by category');
    await filter.expectForm(isMobile(page) ? 'dropdown' : 'chips');
    expect(await filter.choices()).toEqual([
      'All',
      ...projectCategories.map((key) => projectsPage.en.categories[key]),
    ]);
    const cards = page.getByRole('article').filter({ visible: true });

    await filter.choose('Road Construction');
    await filter.expectChosen('Road Construction');
    await expect(page.getByText('0 Projects Found').filter({ visible: true })).toBeVisible();
    await expect(page.getByText('No projects found in this category.')).toBeVisible();
    await expect(cards).toHaveCount(0);

    await filter.choose('Building Construction');
    await expect(page.getByText('2 Projects Found').filter({ visible: true })).toBeVisible();
    await expect(page.getByText('No projects found in this category.')).toBeHidden();
    await filter.choose('All');
    await expect(cards).toHaveCount(2);

    await page.getByRole('link', { name: `View Details of ${named?.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${named?.id}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(named?.title ?? '');
  });
});

test.describe('project detail', () => {
  // The gallery's arrows and dots: project-gallery.spec.ts.
  test('a project with several pictures: client and location; facts panel; links', async ({ page }) => {
    await visit(page, `/projects/${named?.id}/`);
    await expect(page.getByText(named?.client ?? '').first()).toBeVisible();
    await expect(page.getByText(named?.location ?? '').first()).toBeVisible();

    const info = page.getByRole('complementary', { name: 'Project Information' });
    await expect(info.getByRole('definition')).toHaveText([
      named?.client ?? '',
      named?.location ?? '',
      'Building Construction',
      '-',
      '-',
    ]);

    await page.getByRole('link', { name: 'Get In Touch' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('a project with one picture and no named client or location', { tag: '@once' }, async ({ page }) => {
    await visit(page, `/projects/${unnamed?.id}/`);
    const main = page.getByRole('main');
    await expect(main.locator('img').first()).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Project Information' }).getByRole('definition'),
    ).toHaveText(['-', '-', 'Building Construction', '-', '-']);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
  });
});
