import type { Route } from '@playwright/test';
import { company } from '../../content/company';
import { contactFormText, contactPage, offices } from '../../content/contact';
import { pageText } from '../../content/navigation';
import env from './build-env.json';
import {
  answerSend,
  closeToast,
  consoleErrors,
  FAILED,
  failureMessage,
  liveRegionsSaying,
  fields,
  fill,
  sendButton,
  toasts,
  valid,
} from './contact-steps';
import { expect, test, visit } from './fixtures';

// The contact page and its form's spec states, once (the same markup and requests at every width);
// a phone's connection and what a visitor may type: contact-resilience.spec.ts.
test.describe('contact page', { tag: '@once' }, () => {
  const text = contactFormText.en;

  test('quick-contact tiles, offices with their hours, and the map', async ({ page }) => {
    await visit(page, '/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageText.en.contact.intro.title);
    const tiles = page.getByRole('region', { name: contactPage.en.quickContact }).getByRole('link');
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toHaveAttribute('href', `tel:${company.phone.e164}`);
    await expect(tiles.nth(1)).toHaveAttribute('href', `mailto:${company.email}`);
    await expect(tiles.nth(2)).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(tiles.nth(2)).toHaveAttribute('rel', 'noopener noreferrer');

    for (const office of offices.en) {
      const card = page.getByRole('article', { name: office.type });
      await expect(card).toContainText(office.address);
      await expect(card).toContainText(office.hours);
      await expect(card.getByRole('link', { name: office.email })).toHaveAttribute(
        'href',
        `mailto:${office.email}`,
      );
    }

    // The map's frame is made as the visitor nears it (FindUs/MapFrame.tsx).
    await page.getByRole('heading', { name: 'Find Us' }).scrollIntoViewIfNeeded();
    const map = page.getByTitle(/^Map: /);
    await expect(map).toHaveAttribute('src', company.map.embedUrl);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('height', '450');
    await map.scrollIntoViewIfNeeded();
    expect((await map.boundingBox())?.height).toBe(450);
    await expect(page.getByRole('link', { name: contactPage.en.findUs.openMap })).toHaveAttribute(
      'href',
      company.map.linkUrl,
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
  });

  test('on a phone the map is not part of the first view: its frame is made as the visitor nears it', async ({
    page,
    externalRequests,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/contact/');
    // The map's observer starts when the screen is gone and first answers on the next frame.
    await page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    });
    await expect(page.getByTitle(/^Map: /)).toHaveCount(0);
    expect(externalRequests).not.toContain(company.map.embedUrl);
    // The frame's box holds its place, so nothing moves when the frame comes.
    const heading = page.getByRole('heading', { name: 'Find Us' });
    const before = await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    await heading.scrollIntoViewIfNeeded();
    await expect(page.getByTitle(/^Map: /)).toHaveAttribute('src', company.map.embedUrl);
    // Requested: the Content-Security-Policy lets the frame load (a frame it blocks is never
    // requested; every test fails on a policy violation besides, fixtures.ts).
    await expect.poll(() => externalRequests).toContain(company.map.embedUrl);
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBe(before);
  });

  test('validates on submit with the spec messages and re-validates as the visitor types; then sends the exact request, toasts at top-center, and resets the form', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    const requests = await answerSend(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await visit(page, '/contact/');
    // The e-mail SDK is not part of the page until the first send.
    expect(scripts.some((source) => source.includes('api.emailjs.com'))).toBe(false);

    await test.step('validation', async () => {
      await sendButton(page).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Message is required')).toBeVisible();
      await expect(fields(page).name).toBeFocused();
      await expect(fields(page).name).toHaveAttribute('aria-invalid', 'true');

      await fields(page).email.fill('rahim@');
      await expect(page.getByText('Invalid email address')).toBeVisible();
      await fields(page).email.fill('rahim@example.com');
      await expect(page.getByText('Invalid email address')).toBeHidden();
      expect(requests).toHaveLength(0);
    });

    await fill(page, valid);
    await sendButton(page).click();
    const toast = page.getByText('Message sent successfully!');
    await expect(toast).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method()).toBe('POST');
    expect(requests[0]?.postDataJSON()).toEqual({
      lib_version: '4.4.1',
      user_id: env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      service_id: env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      template_id: env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
      template_params: { ...valid, reply_to: valid.email, language: 'English' },
    });
    expect(scripts.some((source) => source.includes('api.emailjs.com'))).toBe(true);

    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(40);
    expect(box?.y).toBeLessThan(150);

    for (const field of Object.values(fields(page))) await expect(field).toHaveValue('');
  });

  test('on a server error, the rate limit, the block list or a dropped connection: error toast, the status logged, nothing the visitor typed lost, even across a reload', async ({
    page,
  }) => {
    const failures: [string, (route: Route) => Promise<void>, RegExp][] = [
      [
        'a server error',
        (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }),
        /error 500/,
      ],
      ['the rate limit', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }), /error 429/],
      ['the block list', (route) => route.fulfill({ status: 403, body: 'Forbidden' }), /error 403/],
      ['a dropped connection', (route) => route.abort('connectionreset'), /Network Error/],
    ];
    const logged = consoleErrors(page);
    let respond = failures[0]![1];
    await answerSend(page, (route) => respond(route));
    await visit(page, '/contact/');
    await fill(page, valid);
    for (const [name, answer, reported] of failures) {
      await test.step(name, async () => {
        respond = answer;
        const before = logged.length;
        await sendButton(page).click();
        const toast = toasts(page).filter({ hasText: FAILED });
        await expect(toast).toBeVisible();
        const alert = failureMessage(page);
        await expect(alert).toBeVisible();
        // Said by the toast and by the message under the button, announced by the toast alone.
        expect(await liveRegionsSaying(page, FAILED)).toBe(1);
        await expect(alert.getByRole('link', { name: text.failure.emailInstead })).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${company.email}\\?subject=`),
        );
        expect(logged.slice(before).filter((line) => line.startsWith('Failed to send message.'))).toEqual([
          expect.stringMatching(reported),
        ]);
        for (const [field, value] of Object.entries(fields(page)))
          await expect(value).toHaveValue(valid[field as keyof typeof valid]);
        await expect(sendButton(page)).toBeEnabled();
        await closeToast(toast);
      });
    }

    // ...and it is still there after a reload.
    await visit(page, '/contact/');
    await expect(fields(page).message).toHaveValue(valid.message);
    await expect(fields(page).name).toHaveValue(valid.name);
  });

  test('a slow send: the button is disabled with a spinner, and a double click sends one request', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const requests = await answerSend(page, async (route) => {
      await answered;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await visit(page, '/contact/');
    await fill(page, valid);
    await sendButton(page).dblclick();
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', { name: /Sending/ });
    await expect(busy).toBeDisabled();
    await expect(busy.locator('span[aria-hidden="true"]')).toBeVisible();
    await expect.poll(() => requests.length).toBe(1);
    release();
    await expect(page.getByText('Message sent successfully!')).toBeVisible();
    expect(requests).toHaveLength(1);
  });
});
