import { company } from '../../content/company';
import { expect, test, visit } from './fixtures';

// The Content-Security-Policy itself is checked in every test (fixtures.ts: policyViolations), so
// the contact form's send (contact.spec.ts), the dialogs and the viewer all run under it; these add
// what a visit alone would not show (every-page.spec.ts: console errors, failed requests and new-tab
// links on every page).

test('the policy lets the map frame load', async ({ page, externalRequests }) => {
  await visit(page, '/contact/');
  await page.getByRole('heading', { name: 'Find Us' }).scrollIntoViewIfNeeded();
  await expect(page.getByTitle(/^Map: /)).toBeAttached();
  // A frame the policy blocks is never requested; this one reaches the network (aborted by the fixture).
  await expect.poll(() => externalRequests).toContain(company.map.embedUrl);
});
