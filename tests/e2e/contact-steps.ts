import type { Locator, Page, Request, Route } from '@playwright/test';
import { company } from '../../content/company';
import { contactPage } from '../../content/contact';
import { shellText } from '../../content/shell';
import { expect } from './fixtures';
import { liveRegionsSaying as countLiveRegions } from '../live-regions';

/** The e-mail service's send endpoint (spec section 7). */
export const SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send';

export const valid = {
  name: 'Rahim Uddin',
  email: 'rahim@example.com',
  message: 'We need 40 bored piles in Savar.',
};

export interface SendBody {
  template_params: Record<string, string>;
}

/** Answers the e-mail API's send request (registered after the fixture's catch-all, so it wins). */
export async function answerSend(page: Page, handler: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  await page.route(SEND_URL, async (route) => {
    requests.push(route.request());
    await handler(route);
  });
  return requests;
}

export const fields = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Full Name' }),
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  message: page.getByRole('textbox', { name: 'Message' }),
});

export async function fill(page: Page, values: { name: string; email: string; message: string }) {
  const { name, email, message } = fields(page);
  await name.fill(values.name);
  await email.fill(values.email);
  await message.fill(values.message);
}

export const sendButton = (page: Page) => page.getByRole('button', { name: /Send Message|Sending/ });

export const FAILED = 'Failed to send message. Please try again.';

/**
 * The failure message under the Send button: a group named by its title. The toast says the same
 * for 4 s, and is the one announcement of it.
 */
export const failureMessage = (page: Page) => page.getByRole('group', { name: FAILED });

/**
 * The ways to reach the company that `region` offers beside e-mail (a failed send's message, the
 * form's note without JavaScript): a call to its number and a WhatsApp chat with a message started.
 */
export async function expectCallAndWhatsApp(region: Locator) {
  const { call, whatsapp } = contactPage.en.alternatives;
  await expect(
    region.getByRole('link', { name: call.replace('{phone}', company.phone.display) }),
  ).toHaveAttribute('href', `tel:${company.phone.e164}`);
  await expect(region.getByRole('link', { name: whatsapp })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
}

/** How many live regions of the page say `text` (tests/live-regions.ts). */
export const liveRegionsSaying = (page: Page, text: string) => page.evaluate(countLiveRegions, text);

/** The spec's toasts; sonner renders each as a list item of its region. */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: new RegExp(shellText.en.toasts.region) }).getByRole('listitem');

/**
 * Closes a toast with its close button, so the next one is told apart from it. Sonner holds a toast's
 * 4 s while the pointer is on it; one whose time ran out before the pointer came is gone already.
 */
export async function closeToast(toast: Locator) {
  await toast
    .getByRole('button', { name: shellText.en.toasts.close })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(toast).toHaveCount(0);
}

/** Everything the page logs as an error. */
export function consoleErrors(page: Page) {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  return logged;
}

/** The contact form, by its message field as the page's language labels it. */
export const contactForm = (page: Page, message = 'Message') =>
  page.locator('form').filter({ has: page.getByRole('textbox', { name: message }) });

/** The form's script has run: it validates with the spec's messages from then on (novalidate). */
export async function expectFormHydrated(page: Page, message?: string) {
  await expect(contactForm(page, message)).toHaveAttribute('novalidate', '');
}

/**
 * Watches for the e-mail service's answer: what it returns resolves once the page has read the
 * whole answer, when the browser times it as one of the page's resources (an observer: a paused
 * clock stands in for `performance`). Call it before the answer is let through.
 */
export async function watchSendAnswer(page: Page): Promise<() => Promise<unknown>> {
  await page.evaluate((url) => {
    const read = new Promise((resolve) =>
      new PerformanceObserver((list) => {
        if (list.getEntriesByName(url).length > 0) resolve(true);
      }).observe({ type: 'resource' }),
    );
    Object.assign(window, { sendAnswerRead: read });
  }, SEND_URL);
  return () =>
    page.evaluate(() => (window as unknown as { sendAnswerRead: Promise<boolean> }).sendAnswerRead);
}

/**
 * An e-mail service that holds its answer (a send that stalls) until `answer()` lets it through:
 * an OK that arrives late. Returns the requests it got and that release.
 */
export async function stallSend(page: Page) {
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const requests = await answerSend(page, async (route) => {
    await answered;
    await route.fulfill({ status: 200, body: 'OK' });
  });
  return { requests, answer: () => release() };
}
