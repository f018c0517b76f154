import type { Locator, Page, Route } from '@playwright/test';
import { enquiryText } from '../../content/enquiry';
import { company } from '../../content/company';
import { contactFormText, contactPage } from '../../content/contact';
import { enquiryCatalog } from '../../content/enquiry-catalog';
import { equipmentPage } from '../../content/equipment';
import { fillNamedWords } from '../../content/types';
import { servicesPage } from '../../content/services';
import { supplyPage } from '../../content/supply';
import { ENQUIRY_LOAD_WAIT_MS } from '../../lib/constants';
import { enquiryKinds } from '../../lib/enquiry';
import { formatDate, inScript, today } from '../../lib/enquiry-message';
import type { Locale } from '../../lib/i18n';
import { answerSend, expectFormHydrated, fill, sendButton, valid, type SendBody } from './contact-steps';
import { actionName, expect, hydrated, press, test, visit, visitBeforeScripts } from './fixtures';

// The visitor's enquiry (issue 54): machines, materials and services added where they are shown,
// counted in the header of every page, kept on the phone across a reload and a language switch,
// and sent as the first lines of the contact form's one message.

const words = enquiryText.en;
const names = enquiryCatalog.en;
const excavator = 'komatsu-pc210-excavator';
const sand = 'sylhet-sand';
const piling = 'piling';

/** The header's link to the enquiry, by its count. */
const countLink = (page: Page, count: string, locale: 'en' | 'bn' = 'en') =>
  page.getByRole('link', { name: enquiryText[locale].count.label.replace('{count}', count) });

/** An item's add control, named as the page's language names it (components/ui/ActionLabel). */
const addControl = (locale: Locale, name: string) => actionName(enquiryText[locale].add, name);

/** Adds an item from the page's list: its card's control, or its modal's (opened by its card's button, named after it). */
async function addFrom(
  page: Page,
  path: string,
  name: string,
  where: 'card' | 'modal',
  locale: Locale = 'en',
) {
  await visit(page, path);
  await hydrated(page);
  const add = page.getByRole('button', { name: addControl(locale, name) });
  if (where === 'card') {
    await press(page, add.first());
  } else {
    const card = page.getByRole('article').filter({ hasText: name });
    await press(page, card.getByRole('button').filter({ hasNotText: enquiryText[locale].add.shown }).first());
    const dialog = page.getByRole('dialog', { name });
    await press(page, dialog.getByRole('button', { name: addControl(locale, name) }));
    await expect(dialog.getByText(enquiryText[locale].added)).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByText(enquiryText[locale].added).first()).toBeVisible();
}

/** The prefilled text of a WhatsApp link. */
const whatsappText = async (link: Locator) =>
  new URL((await link.getAttribute('href')) ?? '').searchParams.get('text');

// Once where the width changes nothing; on a phone, tapped, in Bangla (its visitors' language there).
test.describe('the enquiry', () => {
  test('added from Rent, Supply and Services, counted in the header, sent in the message, then emptied @once', async ({
    page,
  }) => {
    await addFrom(page, '/rent/', names.machine[excavator]!.name, 'card');
    await expect(countLink(page, '1')).toBeVisible();
    await addFrom(page, '/supply/', names.material[sand]!.name, 'modal');
    await addFrom(page, '/services/', names.service[piling]!.name, 'card');
    await press(page, countLink(page, '3'));
    await expect(page).toHaveURL(/\/contact\/#enquiry$/);
    await expectFormHydrated(page);

    const enquiry = page.getByRole('group', { name: words.section.title });
    await expect(enquiry.getByRole('listitem')).toHaveText([
      new RegExp(names.machine[excavator]!.name),
      new RegExp(names.material[sand]!.name),
      new RegExp(names.service[piling]!.name),
    ]);
    const requests = await answerSend(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await fill(page, valid);
    await press(page, sendButton(page));
    // A quotation needs how long the machine is wanted for and how much sand.
    await expect(enquiry.getByText(words.validation.wholeNumber)).toHaveCount(2);
    expect(requests).toHaveLength(0);

    await enquiry.getByLabel(words.fields.duration).fill('3');
    await enquiry.getByLabel(words.fields.period).selectOption(words.periods.weeks);
    await enquiry.getByLabel(words.fields.quantity(names.material[sand]!.unit!)).fill('2000');
    await enquiry.getByLabel(new RegExp(words.fields.area)).fill('Mirpur');
    const lines = [
      words.message.heading('3'),
      `1. ${words.message.machine(names.machine[excavator]!.name, '1', `3 ${words.periods.weeks}`, words.operator.with)}`,
      `2. ${words.message.material(names.material[sand]!.name, `2,000 ${names.material[sand]!.unit}`)}`,
      `3. ${names.service[piling]!.name}`,
      words.message.area('Mirpur'),
    ];
    // The same list on WhatsApp, after a greeting.
    expect(await whatsappText(enquiry.getByRole('link', { name: words.whatsapp.send }))).toBe(
      [words.whatsapp.greeting, '', ...lines].join('\n'),
    );
    await press(page, sendButton(page));
    await expect(page.getByText('Message sent successfully!')).toBeVisible();

    expect(requests).toHaveLength(1);
    const body = requests[0]!.postDataJSON() as SendBody;
    expect(body.template_params.message).toBe([...lines, '', words.message.yours, valid.message].join('\n'));
    await expect(enquiry).toBeHidden();
    await expect(countLink(page, '3')).toBeHidden();
  });

  test('kept on the phone across a reload and a language switch, named in the page’s language @once', async ({
    page,
  }) => {
    await addFrom(page, '/rent/', names.machine[excavator]!.name, 'card');
    await visit(page, '/contact/');
    await hydrated(page);
    await page.getByLabel(words.fields.duration).fill('12');
    await visit(page, '/contact/');
    await hydrated(page);
    await expect(page.getByLabel(words.fields.duration)).toHaveValue('12');

    await visit(page, '/bn/contact/');
    await hydrated(page);
    const bangla = page.getByRole('group', { name: enquiryText.bn.section.title });
    await expect(bangla.getByText(enquiryCatalog.bn.machine[excavator]!.name)).toBeVisible();
    await expect(bangla.getByLabel(enquiryText.bn.fields.duration)).toHaveValue(inScript('bn', '12'));
    await expect(countLink(page, '১', 'bn')).toBeVisible();

    // Taken out: the list and the header's count go, here and on the next page.
    const name = enquiryCatalog.bn.machine[excavator]!.name;
    await press(page, bangla.getByRole('button', { name: fillNamedWords(enquiryText.bn.removeItem, name) }));
    await expect(bangla).toBeHidden();
    await expect(countLink(page, '১', 'bn')).toBeHidden();
    await visit(page, '/rent/');
    await hydrated(page);
    await expect(
      page.getByRole('button', { name: addControl('en', names.machine[excavator]!.name) }),
    ).toBeVisible();
    await expect(page.getByText(words.added)).toHaveCount(0);
  });

  test('without JavaScript no add control shows, and the form is as it was @once', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/rent/');
    await expect(page.getByRole('button', { name: new RegExp(words.add.shown) })).toHaveCount(0);
    // Every item keeps a one-tap way to be asked about: its modal's WhatsApp message naming it.
    for (const [path, name, ask] of [
      ['/supply/', names.material[sand]!.name, supplyPage.en.materialCard],
      ['/services/', names.service[piling]!.name, servicesPage.en.card],
      ['/equipment/', names.machine[excavator]!.name, equipmentPage.en.enquiry],
    ] as const) {
      await page.goto(path);
      await page.getByRole('article').filter({ hasText: name }).getByRole('button').first().click();
      const link = page
        .getByRole('dialog', { name })
        .getByRole('link', { name: new RegExp(`^${ask.whatsapp.shown}`) });
      expect(await whatsappText(link)).toBe(ask.whatsappMessage(name));
    }
    await page.goto('/contact/');
    await expect(page.getByRole('group', { name: words.section.title })).toHaveCount(0);
    await context.close();
  });

  test('in Bangla: added on the Bangla pages, in Bengali digits, a failed send’s WhatsApp link carries it, then sent @phone', async ({
    page,
  }) => {
    const bn = enquiryText.bn;
    const bnNames = enquiryCatalog.bn;
    await addFrom(page, '/bn/rent/', bnNames.machine[excavator]!.name, 'card', 'bn');
    await addFrom(page, '/bn/supply/', bnNames.material[sand]!.name, 'modal', 'bn');
    await press(page, countLink(page, '২', 'bn'));
    await expectFormHydrated(page, contactFormText.bn.labels.message);
    const enquiry = page.getByRole('group', { name: bn.section.title });
    await expect(enquiry.getByLabel(bn.fields.count)).toHaveValue('১');
    await enquiry.getByLabel(bn.fields.duration).fill('৭');
    await enquiry.getByLabel(bn.fields.quantity(bnNames.material[sand]!.unit!)).fill('2000');
    await expect(enquiry.getByLabel(bn.fields.quantity(bnNames.material[sand]!.unit!))).toHaveValue('২০০০');
    const lines = [
      bn.message.heading('২'),
      `১. ${bn.message.machine(bnNames.machine[excavator]!.name, '১', `৭ ${bn.periods.days}`, bn.operator.with)}`,
      `২. ${bn.message.material(bnNames.material[sand]!.name, `২,০০০ ${bnNames.material[sand]!.unit}`)}`,
    ];
    const { labels, failed, sent } = contactFormText.bn;
    await page.getByRole('textbox', { name: labels.name }).fill(valid.name);
    await page.getByRole('textbox', { name: labels.email }).fill(valid.email);
    await page.getByRole('textbox', { name: labels.message }).fill(valid.message);
    let fail = true;
    const requests = await answerSend(page, (route) =>
      fail ? route.abort('internetdisconnected') : route.fulfill({ status: 200, body: 'OK' }),
    );
    const send = page.getByRole('button', { name: contactFormText.bn.submit.idle });
    await press(page, send);
    const failure = page.getByRole('group', { name: failed });
    await expect(failure).toBeVisible();
    const whatsapp = failure.getByRole('link', { name: contactPage.bn.alternatives.whatsapp });
    expect(await whatsappText(whatsapp)).toBe(
      [bn.whatsapp.greeting, '', ...lines, '', bn.message.yours, valid.message].join('\n'),
    );
    await expect(enquiry.getByRole('listitem')).toHaveCount(2);

    fail = false;
    await press(page, send);
    await expect(page.getByText(sent)).toBeVisible();
    const body = requests[1]!.postDataJSON() as SendBody;
    expect(body.template_params.message).toBe([...lines, '', bn.message.yours, valid.message].join('\n'));
  });

  test('a long enquiry, in Bangla: every item listed and sent; too long for one WhatsApp message, and said so @once', async ({
    page,
  }) => {
    const bn = enquiryText.bn;
    const catalog = enquiryCatalog.bn;
    const items = enquiryKinds.flatMap((kind) =>
      Object.keys(catalog[kind]).map((id) => ({
        kind,
        id,
        count: '2',
        duration: '3',
        period: 'weeks',
        operator: 'with',
        quantity: '500',
      })),
    );
    await page.addInitScript(
      (value) => localStorage.setItem('unnoti-enquiry', value),
      JSON.stringify({ version: 1, items, area: '', start: '' }),
    );
    await visit(page, '/bn/contact/');
    await expectFormHydrated(page, contactFormText.bn.labels.message);
    const enquiry = page.getByRole('group', { name: bn.section.title });
    await expect(enquiry.getByRole('listitem')).toHaveCount(items.length);
    await expect(enquiry.getByText(bn.whatsapp.tooLong)).toBeVisible();
    await expect(enquiry.getByRole('link', { name: bn.whatsapp.send })).toHaveCount(0);

    const requests = await answerSend(page, (route) => route.fulfill({ status: 200, body: 'OK' }));
    const { labels, sent, submit } = contactFormText.bn;
    await page.getByRole('textbox', { name: labels.name }).fill(valid.name);
    await page.getByRole('textbox', { name: labels.email }).fill(valid.email);
    await page.getByRole('textbox', { name: labels.message }).fill(valid.message);
    await press(page, page.getByRole('button', { name: submit.idle }));
    await expect(page.getByText(sent)).toBeVisible();
    const message = (requests[0]!.postDataJSON() as SendBody).template_params.message!;
    const numbered = message.split('\n').filter((line) => /^[০-৯]+\. /.test(line));
    expect(numbered).toHaveLength(items.length);
  });

  test('on a line that hangs, the list’s code is waited for only so long: a note says the enquiry is kept, and the list shows when the code comes @once', async ({
    page,
    request,
  }) => {
    // Every script the page's HTML names is let through; a script fetched later (the list's code) hangs.
    const named = new Set(
      [...(await (await request.get('/contact/')).text()).matchAll(/\/_next\/static\/[^"'\s]+\.js/g)].map(
        ([src]) => src,
      ),
    );
    const held: Route[] = [];
    await page.route(/\/_next\/static\/.+\.js$/, (route) =>
      named.has(new URL(route.request().url()).pathname) ? route.continue() : void held.push(route),
    );
    await page.addInitScript(
      (value) => localStorage.setItem('unnoti-enquiry', value),
      JSON.stringify({
        version: 1,
        items: [
          { kind: 'machine', id: excavator, count: '1', duration: '1', period: 'days', operator: 'without' },
        ],
        area: '',
        start: '',
      }),
    );
    await page.clock.install();
    await visitBeforeScripts(page, '/contact/');
    await expectFormHydrated(page, contactFormText.en.labels.message);
    const note = page.getByText(contactFormText.en.enquiryOffline);
    await page.clock.fastForward(ENQUIRY_LOAD_WAIT_MS);
    await expect(note).toBeVisible();
    expect(held.length).toBeGreaterThan(0);

    for (const route of held.splice(0)) await route.continue();
    const enquiry = page.getByRole('group', { name: enquiryText.en.section.title });
    await expect(enquiry.getByText(enquiryCatalog.en.machine[excavator]!.name)).toBeVisible();
    await expect(note).toBeHidden();
  });

  test('prints as one clean sheet, in both languages: the company, the date, the items, the visitor’s name and message @once', async ({
    page,
  }) => {
    const stored = {
      version: 1,
      items: [
        { kind: 'machine', id: excavator, count: '2', duration: '3', period: 'weeks', operator: 'with' },
      ],
      area: 'Mirpur',
      start: '',
    };
    await page.addInitScript(
      (value) => localStorage.setItem('unnoti-enquiry', value),
      JSON.stringify(stored),
    );
    for (const locale of ['en', 'bn'] as const) {
      await test.step(locale, async () => {
        await page.emulateMedia({ media: 'screen' });
        const text = enquiryText[locale];
        const machine = enquiryCatalog[locale].machine[excavator]!.name;
        const form = contactFormText[locale];
        await visit(page, locale === 'en' ? '/contact/' : '/bn/contact/');
        await hydrated(page);
        const enquiry = page.getByRole('group', { name: text.section.title });
        await expect(enquiry.getByText(machine)).toBeVisible();
        await page.getByRole('textbox', { name: form.labels.name }).fill(valid.name);
        await page.getByRole('textbox', { name: form.labels.email, exact: true }).fill(valid.email);
        await page.getByRole('textbox', { name: form.labels.message }).fill(valid.message);
        await page.emulateMedia({ media: 'print' });

        await expect(enquiry.getByText(machine)).toBeVisible();
        await expect(enquiry.getByLabel(text.fields.duration)).toHaveValue(inScript(locale, '3'));
        await expect(enquiry.getByText(text.printedOn(formatDate(locale, today())))).toBeVisible();
        await expect(page.getByRole('textbox', { name: form.labels.name })).toHaveValue(valid.name);
        await expect(page.getByRole('contentinfo').getByText(company.phone.display)).toBeVisible();
        // Only the screen's: the header's controls, Send, Remove all, the page's hero, back to top.
        // Hidden, so out of the accessibility tree: found with includeHidden.
        const hidden = { includeHidden: true };
        for (const screenOnly of [
          page.getByRole('banner', hidden).getByRole('button', hidden),
          page.getByRole('button', { name: form.submit.idle, ...hidden }),
          page.getByRole('button', { name: text.clear, ...hidden }),
          page.getByRole('link', { name: text.whatsapp.send, ...hidden }),
          page.getByRole('heading', { level: 1, ...hidden }),
          page.locator('[data-print="skip"]'),
        ]) {
          const all = await screenOnly.all();
          expect(all.length).toBeGreaterThan(0);
          for (const element of all) await expect(element).toBeHidden();
        }
        const pdf = await page.pdf({ format: 'A4' });
        expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
      });
    }
  });
});
