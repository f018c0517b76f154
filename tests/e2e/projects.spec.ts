import { projectCategories, projects, projectsPage } from '../../content/projects';
import { pageText } from '../../content/navigation';
import { shellText } from '../../content/shell';
import { categoryFilter } from './filter-steps';
import { expect, isMobile, test, visit } from './fixtures';

const [unnamed, named] = projects.en;
const text = projectsPage.en;
const { categories } = text;
/** The count line, as shown. */
const countLine = (count: number) => text.browser.count(count);

test.describe('projects list', () => {
  // The spec: buttons on desktop, a dropdown on mobile.
  test('filters by category with the count line and the empty state, then opens a project', async ({
    page,
  }) => {
    await visit(page, '/projects/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.projects.intro.title);
    const count = (n: number) => page.getByText(countLine(n)).filter({ visible: true });
    await expect(count(projects.en.length)).toBeVisible();
    const cards = page.getByRole('article').filter({ visible: true });
    await expect(cards).toHaveCount(projects.en.length);

    const filter = categoryFilter(page, text.browser.filterLabel);
    await filter.expectForm(isMobile(page) ? 'dropdown' : 'chips');
    expect(await filter.choices()).toEqual([
      shellText.en.list.all,
      ...projectCategories.map((key) => categories[key]),
    ]);

    await filter.choose(categories['road-construction']);
    await filter.expectChosen(categories['road-construction']);
    await expect(count(0)).toBeVisible();
    await expect(page.getByText('No projects found in this category.')).toBeVisible();
    await expect(cards).toHaveCount(0);
    // Under the empty message, a way on: the Contact page.
    const askUs = page.getByRole('link', { name: text.browser.emptyAction });
    await expect(askUs).toBeVisible();
    await expect(askUs).toHaveAttribute('href', '/contact/');

    await filter.choose(categories['building-construction']);
    await expect(count(projects.en.length)).toBeVisible();
    await expect(page.getByText('No projects found in this category.')).toBeHidden();
    await filter.choose(shellText.en.list.all);
    await expect(cards).toHaveCount(projects.en.length);

    await page.getByRole('link', { name: `View Details of ${named?.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${named?.id}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(named?.title ?? '');
  });
});

// The gallery's arrows and dots: project-gallery.spec.ts.
test(
  'project detail: client and location, the facts panel with year and status as -, Get In Touch; without a named client or location, - for them too, and Back to Projects',
  { tag: '@once' },
  async ({ page }) => {
    const info = page.getByRole('complementary', { name: text.detail.info });
    await visit(page, `/projects/${named?.id}/`);
    await expect(page.getByText(named?.client ?? '').first()).toBeVisible();
    await expect(page.getByText(named?.location ?? '').first()).toBeVisible();
    await expect(info.getByRole('definition')).toHaveText([
      named?.client ?? '',
      named?.location ?? '',
      categories['building-construction'],
      '-',
      '-',
    ]);
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact/');

    await visit(page, `/projects/${unnamed?.id}/`);
    await expect(page.getByRole('main').locator('img').first()).toBeVisible();
    await expect(info.getByRole('definition')).toHaveText([
      '-',
      '-',
      categories['building-construction'],
      '-',
      '-',
    ]);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
  },
);
