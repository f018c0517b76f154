// The home page's sections below the hero; the hero itself is tests/e2e/hero.spec.ts.
import * as home from '../../content/home';
import { projects as projectsIn } from '../../content/projects';
import { services as servicesIn } from '../../content/services';
import { expect, press, test, visit } from './fixtures';

const achievements = home.achievements.en;
const homeAbout = home.homeAbout.en;
const homeHighlights = home.homeHighlights.en;
const projects = projectsIn.en;
const services = servicesIn.en;

test.describe('home sections', () => {
  test('Core Services shows six cards and EXPLORE SERVICES goes to /services/', async ({ page }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: 'Core Services' });
    await expect(section.getByRole('listitem')).toHaveCount(6);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      services.slice(0, 6).map((s) => s.title),
    );
    await press(page, section.getByRole('link', { name: 'EXPLORE SERVICES' }));
    await expect(page).toHaveURL(/\/services\/$/);
  });

  test("About shows '50+' projects completed, four highlights, and Learn More About Us goes to /about/", async ({
    page,
  }) => {
    await visit(page, '/');
    const section = page.getByRole('region', { name: homeAbout.heading });
    await expect(section.getByText('50+', { exact: true })).toBeVisible();
    await expect(section.getByText('Projects Completed', { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(homeHighlights.map((h) => h.title));
    await press(page, section.getByRole('link', { name: 'Learn More About Us' }));
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('Featured Work shows the two projects, each View Details opens it, and View All Projects the list', async ({
    page,
  }) => {
    await visit(page, '/');
    const section = () => page.getByRole('region', { name: 'Featured Work' });
    await expect(section().getByRole('article')).toHaveCount(2);
    for (const project of projects) {
      const link = section().getByRole('link', { name: `View Details of ${project.title}` });
      await expect(link).toHaveAttribute('href', `/projects/${project.id}/`);
      await press(page, link);
      await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    }
    await press(page, section().getByRole('link', { name: 'View All Projects' }));
    await expect(page).toHaveURL(/\/projects\/$/);
  });

  test('the achievements band shows its four figures', { tag: '@once' }, async ({ page }) => {
    await visit(page, '/');
    const band = page.getByRole('region', { name: 'Our Achievements' });
    await band.scrollIntoViewIfNeeded();
    await expect(band.getByRole('definition')).toHaveText(['5+', '50+', '25+', '100+']);
    await expect(band.getByRole('term')).toHaveText(achievements.map((a) => a.label));
  });
});
