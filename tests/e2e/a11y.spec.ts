import { expectNoViolations } from './axe-steps';
import { FAILED, failureMessage, fill, SEND_URL, sendButton, toasts, valid } from './contact-steps';
import { expect, test, visit } from './fixtures';

// WCAG 2.2 AA as axe-core checks it, in the states a visit alone does not show. Every page, with each
// of its modals open (the company profile viewer too), is checked in every-page.spec.ts.

test.describe('axe finds no WCAG 2.2 AA violation', () => {
  // The form's states are the same markup and colours at every width: once, at desktop.
  test(
    'with the contact form errors, a failed send of a message too long for a link, then its success',
    { tag: '@once' },
    async ({ page }) => {
      await page.route(SEND_URL, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
      await visit(page, '/contact/');
      await sendButton(page).click();
      await expect(page.getByText('Message is required')).toBeVisible();
      await expectNoViolations(page, 'contact form errors');
      await fill(page, { ...valid, message: 'A long enquiry about piling and earthwork. '.repeat(80) });
      await sendButton(page).click();
      await expect(failureMessage(page)).toContainText('longer than an e-mail link can carry');
      // The toast comes once its library has loaded (on the first toast), after the message under
      // the button: on a slow machine, well after. Checked in the state the visitor ends up seeing.
      await expect(toasts(page).filter({ hasText: FAILED })).toBeVisible();
      await expectNoViolations(page, 'contact form failure');
      await page.unroute(SEND_URL);
      await page.route(SEND_URL, (route) => route.fulfill({ status: 200, body: 'OK' }));
      await sendButton(page).click();
      await expect(page.getByText('Message sent successfully!')).toBeVisible();
      await expectNoViolations(page, 'contact form sent');
    },
  );
});
