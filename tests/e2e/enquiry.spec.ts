import type { Page } from '@playwright/test';
import { enquiryText } from '../../content/enquiry';
import { company } from '../../content/company';
import { enquiryCatalog } from '../../content/enquiry-catalog';
import { formatDate, today } from '../../lib/enquiry-message';
import { answerSend, expectFormHydrated, fill, sendButton, valid, type SendBody } from './contact-steps';
import { expect, hydrated, press, test, visit } from './fixtures';

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

/** Adds an item from the page's list: its card's control, or its modal's. */
async function addFrom(page: Page, path: string, name: string, where: 'card' | 'modal') {
  await visit(page, path);
  await hydrated(page);
  const add = page.getByRole('button', { name: `${words.add.shown} ${name}` });
  if (where === 'card') {
    await press(page, add.first());
  } else {
    await press(
      page,
      page.getByRole('button', { name: new RegExp(`(View Details of|Learn More about) ${name}`) }),
    );
    await press(
      page,
      page.getByRole('dialog', { name }).getByRole('button', { name: `${words.add.shown} ${name}` }),
    );
    await expect(page.getByRole('dialog', { name }).getByText(words.added)).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await expect(page.getByText(words.added).first()).toBeVisible();
}

test.describe('the enquiry', () => {
  test('added from Rent, Supply and Services, counted in the header, sent in the message, then emptied', async ({
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
    await press(page, sendButton(page));
    await expect(page.getByText('Message sent successfully!')).toBeVisible();

    expect(requests).toHaveLength(1);
    const body = requests[0]!.postDataJSON() as SendBody;
    expect(body.template_params.message).toBe(
      [
        words.message.heading('3'),
        `1. ${words.message.machine(names.machine[excavator]!.name, '1', `3 ${words.periods.weeks}`, words.operator.with)}`,
        `2. ${words.message.material(names.material[sand]!.name, `2,000 ${names.material[sand]!.unit}`)}`,
        `3. ${names.service[piling]!.name}`,
        words.message.area('Mirpur'),
        '',
        words.message.yours,
        valid.message,
      ].join('\n'),
    );
    await expect(enquiry).toBeHidden();
    await expect(countLink(page, '3')).toBeHidden();
  });

  test('kept on the phone across a reload and a language switch, named in the page’s language', async ({
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
    await expect(bangla.getByLabel(enquiryText.bn.fields.duration)).toHaveValue('12');
    await expect(countLink(page, '১', 'bn')).toBeVisible();
  });

  test('without JavaScript no add control shows, and the form is as it was', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/rent/');
    await expect(page.getByRole('button', { name: new RegExp(words.add.shown) })).toHaveCount(0);
    await page.goto('/contact/');
    await expect(page.getByRole('group', { name: words.section.title })).toHaveCount(0);
    await context.close();
  });

  test('prints as one clean sheet: the company, the date, the items, the visitor’s name and message @once', async ({
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
    await visit(page, '/contact/');
    await hydrated(page);
    const enquiry = page.getByRole('group', { name: words.section.title });
    await expect(enquiry.getByText(names.machine[excavator]!.name)).toBeVisible();
    await fill(page, valid);
    await page.emulateMedia({ media: 'print' });

    await expect(enquiry.getByText(names.machine[excavator]!.name)).toBeVisible();
    await expect(enquiry.getByLabel(words.fields.duration)).toHaveValue('3');
    await expect(enquiry.getByText(words.printedOn(formatDate('en', today())))).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(company.phone.display)).toBeVisible();
    // Only the screen's: the header's controls, Send, Remove all, the page's hero, back to top.
    // Hidden, so out of the accessibility tree: found with includeHidden.
    const hidden = { includeHidden: true };
    for (const screenOnly of [
      page.getByRole('banner', hidden).getByRole('button', hidden),
      page.getByRole('button', { name: /Send Message/, ...hidden }),
      page.getByRole('button', { name: words.clear, ...hidden }),
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
});
