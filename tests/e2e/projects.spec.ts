import { projects } from '../../content/projects';
import { expect, isMobile, test, visit } from './fixtures';

const [unnamed, named] = projects;

test.describe('projects list', () => {
  test('filters by category with the count line and the empty state, then opens a project', async ({
    page,
  }) => {
    await visit(page, '/projects/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Work we are proud to hand over');
    await expect(page.getByText('2 Projects Found')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    // The spec: buttons on desktop, a dropdown on mobile.
    const buttons = page.getByRole('group', { name: 'Filter projects by category' });
    const dropdown = page.getByRole('combobox', { name: 'Filter projects by category' });
    const choose = async (category: string) => {
      if (isMobile(page)) await dropdown.selectOption(category);
      else await buttons.getByRole('button', { name: category }).click();
    };
    if (isMobile(page)) {
      await expect(buttons).toBeHidden();
      await expect(dropdown).toBeVisible();
    } else {
      await expect(buttons).toBeVisible();
      await expect(dropdown).toBeHidden();
    }

    await choose('Road Construction');
    await expect(page.getByText('0 Projects Found')).toBeVisible();
    await expect(page.getByText('No projects found in this category.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await choose('Building Construction');
    await expect(page.getByText('2 Projects Found')).toBeVisible();
    await choose('All');
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByRole('link', { name: `View Details of ${named?.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${named?.id}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(named?.title ?? '');
  });
});

test.describe('project detail', () => {
  test('a project with several pictures: gallery arrows and dots wrap around; facts panel; links', async ({
    page,
  }) => {
    const n = named?.images.length ?? 0;
    await visit(page, `/projects/${named?.id}/`);
    await expect(page.getByText(named?.client ?? '').first()).toBeVisible();
    await expect(page.getByText(named?.location ?? '').first()).toBeVisible();

    const gallery = page.getByRole('region', { name: `${named?.title} pictures` });
    const current = gallery.getByText(/^\d+ \/ \d+$/);
    await expect(current).toHaveText(`1 / ${n}`);
    await gallery.getByRole('button', { name: 'Previous picture' }).click();
    await expect(current).toHaveText(`${n} / ${n}`);
    await expect(gallery.locator('img').last()).toBeVisible();
    await gallery.getByRole('button', { name: 'Next picture' }).click();
    await expect(current).toHaveText(`1 / ${n}`);
    await gallery.getByRole('button', { name: `Show picture 2 of ${n}` }).click();
    await expect(current).toHaveText(`2 / ${n}`);

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

  test('a project with one picture and no named client or location', async ({ page }) => {
    await visit(page, `/projects/${unnamed?.id}/`);
    const main = page.getByRole('main');
    await expect(main.locator('img').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next picture' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Show picture/ })).toHaveCount(0);
    await expect(
      page.getByRole('complementary', { name: 'Project Information' }).getByRole('definition'),
    ).toHaveText(['-', '-', 'Building Construction', '-', '-']);
    await page.getByRole('link', { name: 'Back to Projects' }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
  });
});
