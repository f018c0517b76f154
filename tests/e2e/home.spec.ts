// The home page's sections below the hero; the hero itself is tests/e2e/hero.spec.ts.
import * as home from '../../content/home';
import { projects as projectsIn } from '../../content/projects';
import { services as servicesIn } from '../../content/services';
import { HOME_CORE_SERVICES_COUNT } from '../../lib/constants';
import { expect, test, visit } from './fixtures';

const achievements = home.achievements.en;
const homeAbout = home.homeAbout.en;
const homeHighlights = home.homeHighlights.en;
const sections = home.homeSections.en;
const projects = projectsIn.en;
const services = servicesIn.en;

// Once: the sections are the same links and figures at every width (their layout is every-page.spec.ts's
// to walk with Tab and axe, at both).
test(
  "home sections: six Core Services and EXPLORE SERVICES; About with '50+' projects completed, four highlights and Learn More About Us; Featured Work with each View Details and View All Projects; the four achievements",
  { tag: '@once' },
  async ({ page }) => {
    await visit(page, '/');
    await test.step('Core Services', async () => {
      const section = page.getByRole('region', { name: 'Core Services' });
      await expect(section.getByRole('listitem')).toHaveCount(HOME_CORE_SERVICES_COUNT);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        services.slice(0, HOME_CORE_SERVICES_COUNT).map((s) => s.title),
      );
      await expect(section.getByRole('link', { name: 'EXPLORE SERVICES' })).toHaveAttribute(
        'href',
        '/services/',
      );
    });

    await test.step('About', async () => {
      const section = page.getByRole('region', { name: homeAbout.heading });
      await expect(section.getByText('50+', { exact: true })).toBeVisible();
      await expect(section.getByText(homeAbout.badge.label, { exact: true })).toBeVisible();
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(homeHighlights.map((h) => h.title));
      await expect(section.getByRole('link', { name: 'Learn More About Us' })).toHaveAttribute(
        'href',
        '/about/',
      );
    });

    await test.step('the achievements band', async () => {
      const band = page.getByRole('region', { name: sections.achievements.title });
      await band.scrollIntoViewIfNeeded();
      await expect(band.getByRole('definition')).toHaveText(['5+', '50+', '25+', '100+']);
      await expect(band.getByRole('term')).toHaveText(achievements.map((a) => a.label));
    });

    // The spec's three, of the two projects there are.
    const featured = page.getByRole('region', { name: 'Featured Work' });
    await expect(featured.getByRole('article')).toHaveCount(projects.length);
    await expect(featured.getByRole('link', { name: 'View All Projects' })).toHaveAttribute(
      'href',
      '/projects/',
    );
    for (const project of projects) {
      await expect(featured.getByRole('link', { name: `View Details of ${project.title}` })).toHaveAttribute(
        'href',
        `/projects/${project.id}/`,
      );
    }
    const [first] = projects;
    await featured.getByRole('link', { name: `View Details of ${first?.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${first?.id}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
  },
);
