import type { Route } from '@playwright/test';
import { company } from '../../content/company';
import { offices } from '../../content/contact';
import env from './build-env.json';
import {
  answerSend,
  consoleErrors,
  FAILED,
  failureMessage,
  liveRegionsSaying,
  fields,
  fill,
  sendButton,
  toasts,
  valid,
  type SendBody,
} from './contact-steps';
import { expect, test, visit } from './fixtures';

test.describe('contact page', () => {
  test('quick-contact tiles, offices with their hours, and the map', async ({ page }) => {
    await visit(page, '/contact/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's talk about your project");
    const tiles = page.getByRole('region', { name: 'Quick contact' }).getByRole('link');
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
    await expect(page.getByText('Sunday to Thursday, 9:00 AM to 6:00 PM')).toBeVisible();
    await expect(page.getByText('Sunday to Thursday, 8:00 AM to 5:00 PM')).toBeVisible();

    // The map's frame is made as the visitor nears it (FindUs/MapFrame.tsx).
    await page.getByRole('heading', { name: 'Find Us' }).scrollIntoViewIfNeeded();
    const map = page.getByTitle(/^Map: /);
    await expect(map).toHaveAttribute('src', company.map.embedUrl);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('height', '450');
    await map.scrollIntoViewIfNeeded();
    expect((await map.boundingBox())?.height).toBe(450);
    await expect(page.getByRole('link', { name: 'Open the map in a new tab' })).toHaveAttribute(
      'href',
      company.map.linkUrl,
    );
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
  });

  test(
    'on a phone the map is not part of the first view: its frame is made as the visitor nears it',
    { tag: '@once' },
    async ({ page, externalRequests }) => {
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
      await expect.poll(() => externalRequests).toContain(company.map.embedUrl);
      expect(await heading.evaluate((element) => element.getBoundingClientRect().top + scrollY)).toBe(before);
    },
  );

  test(
    'validates on submit with the spec messages, then re-validates as the visitor types',
    { tag: '@once' },
    async ({ page }) => {
      const requests = await answerSend(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
      await visit(page, '/contact/');
      await sendButton(page).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Message is required')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('aria-invalid', 'true');

      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rahim@');
      await expect(page.getByText('Invalid email address')).toBeVisible();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('rahim@example.com');
      await expect(page.getByText('Invalid email address')).toBeHidden();
      expect(requests).toHaveLength(0);
    },
  );

  test(
    'sends the exact request, toasts at top-center, and resets the form',
    { tag: '@once' },
    async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(await response.text().catch(() => ''));
      });
      const requests = await answerSend(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
      await visit(page, '/contact/');
      // The e-mail SDK is not part of the page until the first send.
      expect(scripts.some((source) => source.includes('api.emailjs.com'))).toBe(false);

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

      await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    },
  );

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['a server error (500)', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
    ['the rate limit (429)', (route) => route.fulfill({ status: 429, body: 'Too Many Requests' })],
    ['the block list (403)', (route) => route.fulfill({ status: 403, body: 'Forbidden' })],
    ['a dropped connection', (route) => route.abort('connectionreset')],
  ];
  for (const [name, respond] of failures) {
    test(
      `on ${name}: error toast, error logged, nothing the visitor typed is lost`,
      { tag: '@once' },
      async ({ page }) => {
        const logged = consoleErrors(page);
        await answerSend(page, respond);
        await visit(page, '/contact/');
        await fill(page, valid);
        await sendButton(page).click();
        await expect(toasts(page).filter({ hasText: FAILED })).toBeVisible();
        const alert = failureMessage(page);
        await expect(alert).toBeVisible();
        // Said by the toast and by the message under the button, announced by the toast alone.
        expect(await liveRegionsSaying(page, FAILED)).toBe(1);
        await expect(alert.getByRole('link', { name: 'E-mail it instead' })).toHaveAttribute(
          'href',
          new RegExp(`^mailto:${company.email}\\?subject=`),
        );
        expect(logged.some((text) => text.startsWith('Failed to send message.'))).toBe(true);
        const { name: nameField, email, message } = fields(page);
        await expect(nameField).toHaveValue(valid.name);
        await expect(email).toHaveValue(valid.email);
        await expect(message).toHaveValue(valid.message);
        await expect(sendButton(page)).toBeEnabled();

        // ...and it is still there after a reload.
        await visit(page, '/contact/');
        await expect(message).toHaveValue(valid.message);
        await expect(nameField).toHaveValue(valid.name);
      },
    );
  }

  test(
    'a slow send: the button is disabled with a spinner, and a double click sends one request',
    { tag: '@once' },
    async ({ page }) => {
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
    },
  );

  test(
    'hostile and international text is sent verbatim and never executed',
    { tag: '@once' },
    async ({ page }) => {
      const requests = await answerSend(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
      await visit(page, '/contact/');
      const message = [
        '<script>window.__pwned = 1</script>',
        '<img src=x onerror="window.__pwned = 1">',
        'আমরা উত্তরায় একটি ছয়তলা ভবন নির্মাণ করতে চাই।',
        'Emoji 🏗️🚧👷‍♀️',
      ].join('\n');
      const name = 'Robert"); DROP TABLE students;-- <b>';
      await fill(page, { name, email: 'rahim@example.com', message });
      await sendButton(page).click();
      await expect(page.getByText('Message sent successfully!')).toBeVisible();
      const body = requests[0]?.postDataJSON() as SendBody;
      expect(body.template_params.message).toBe(message);
      expect(body.template_params.name).toBe(name);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    },
  );
});
