import { company, companyText } from '../../content/company';
import { shellText } from '../../content/shell';
import { expect, test, visit } from './fixtures';
import { englishPaths } from './routes';

// With JavaScript off (blocked, or a script that failed to load) the site is still whole: the
// overlay lifts by CSS alone, every page shows its content, and links are plain links.
test.use({ javaScriptEnabled: false });

// The English pages, and the Bangla home for its twins: the same markup in other words, whose
// links, switch and text bangla.spec.ts reads page by page (and its switch and form without JavaScript).
test(
  'every page shows its content under a loading overlay that lifts by CSS alone',
  { tag: '@once' },
  async ({ page }) => {
    for (const [index, path] of [...englishPaths, '/bn/'].entries()) {
      await test.step(path, async () => {
        // The overlay is the same markup and CSS on every page: its lift is waited for on the first.
        const response = index === 0 ? await visit(page, path) : await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Content below the hero is there too, not waiting for a script.
        expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(200);
      });
      if (path === '/about/') {
        await test.step('the header, drawn for the hero, scrolls away with it: never a transparent bar over the light content', async () => {
          const header = page.getByRole('banner');
          await expect(header).not.toHaveAttribute('data-scrolled');
          await page.evaluate(() => window.scrollTo(0, 1200));
          await expect
            .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
            .toBeLessThanOrEqual(0);
        });
      }
      if (path === '/contact/') {
        await test.step('the contact page embeds its map', async () => {
          const map = page.getByTitle(/^Map: /);
          await expect(map).toHaveAttribute('src', company.map.embedUrl);
          await expect(map).toHaveAttribute('height', '450');
        });
      }
    }
  },
);

test('links work', { tag: '@once' }, async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: shellText.en.skipLink }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/about\/#main$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/projects\/$/);
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/projects\/[a-z-]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test(
  "an unknown project: status 404, 'Project Not Found' and Back to Projects, in the HTML",
  { tag: '@once' },
  async ({ page }) => {
    const { title, back } = shellText.en.notFound.project;
    const response = await page.goto('/projects/no-such-project/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${title} | ${companyText.en.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const link = page.getByRole('link', { name: back });
    await expect(link).toHaveAttribute('href', '/projects/');
    await link.click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
