import type { Page } from '@playwright/test';
import { company } from '../../content/company';
import { expect, test, visit } from './fixtures';
import { notFoundPath, routes } from './routes';

// The Content-Security-Policy itself is checked in every test (fixtures.ts: policyViolations), so
// the contact form's send (contact.spec.ts), the dialogs and the viewer all run under it; these add
// what a visit alone would not show.

/** Console errors, uncaught exceptions and same-origin requests that fail, from now on. */
function watchProblems(page: Page, origin: string) {
  const problems: string[] = [];
  // The 404 page's own document is meant to be a 404 (and Chromium logs that as an error).
  const isNotFoundPage = (url: string) => new URL(url).pathname === notFoundPath;
  page.on('console', (message) => {
    if (message.type() !== 'error' || isNotFoundPage(message.location().url)) return;
    problems.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && response.status() >= 400 && !isNotFoundPage(response.url())) {
      problems.push(`${page.url()}: ${response.status()} ${url.pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // ERR_ABORTED: cancelled by the browser (a prefetch still running when the next page opens).
    if (new URL(request.url()).origin === origin && error !== 'net::ERR_ABORTED') {
      problems.push(`${page.url()}: ${error} ${request.url()}`);
    }
  });
  return problems;
}

test('every route loads with no console error, page error or failed same-origin request', async ({
  page,
  baseURL,
}) => {
  // Fourteen pages, each to network idle and the loading screen's lift (up to 5 s after the first
  // paint, then its fade): it took 72 s with two workers on two cores.
  test.setTimeout(150_000);
  const problems = watchProblems(page, new URL(baseURL ?? '').origin);
  for (const path of [...routes, notFoundPath]) {
    await visit(page, path);
    // The prefetches of the links in view finish before the next page is opened.
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the policy lets the map frame load', async ({ page, externalRequests }) => {
  await visit(page, '/contact/');
  const map = page.getByTitle(/^Map: /);
  await map.scrollIntoViewIfNeeded();
  // A frame the policy blocks is never requested; this one reaches the network (aborted by the fixture).
  await expect.poll(() => externalRequests).toContain(company.map.embedUrl);
});

test('every link that opens a new tab has rel="noopener noreferrer"', async ({ page }) => {
  // Thirteen page loads: over 60 s with two workers on two cores.
  test.setTimeout(120_000);
  let checked = 0;
  for (const path of routes) {
    await page.goto(path);
    const rels = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('rel')]));
    for (const [href, rel] of rels) {
      expect(rel?.split(/\s+/).sort(), `${path} ${href}`).toEqual(['noopener', 'noreferrer']);
    }
    checked += rels.length;
  }
  // The WhatsApp link in the header alone is on every page.
  expect(checked).toBeGreaterThanOrEqual(routes.length);
});
