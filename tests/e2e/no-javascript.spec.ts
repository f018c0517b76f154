import { expect, test } from './fixtures';
import { routes } from './routes';

// With JavaScript off (blocked, or a script that failed to load) the site is still whole: the
// overlay lifts by CSS alone, every page shows its content, and links are plain links.
test.use({ javaScriptEnabled: false });

test('every route shows its content and the loading overlay lifts', async ({ context }) => {
  // All at once: each page waits out the overlay's 2 s on its own. Thirteen pages drawn at once in
  // software at the phone's 3x density take most of a minute here.
  test.setTimeout(120_000);
  await Promise.all(
    routes.map(async (path) => {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId('loading-overlay'), path).toBeHidden({ timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toBeVisible();
      // Content below the hero is there too, not waiting for a script.
      expect((await page.getByRole('main').innerText()).length, path).toBeGreaterThan(200);
      await page.close();
    }),
  );
});

test('links work', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('loading-overlay')).toBeHidden({ timeout: 5_000 });
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Skip to main content' }).focus();
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

test("an unknown project: status 404, 'Project Not Found' and Back to Projects, in the HTML", async ({
  page,
}) => {
  const response = await page.goto('/projects/no-such-project/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Project Not Found | Unnoti Construction');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Not Found');
  const back = page.getByRole('link', { name: 'Back to Projects' });
  await expect(back).toHaveAttribute('href', '/projects/');
  await back.click();
  await expect(page).toHaveURL(/\/projects\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
