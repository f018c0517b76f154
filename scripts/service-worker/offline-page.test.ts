/** @jest-environment node */
import { company, companyText } from '@/content/company';
import { shellText } from '@/content/shell';
import { locales } from '@/lib/i18n';
import { MARK_PATHS } from '@/lib/icons';
import { attribute, elements, parse } from '../lib/html';
import { KEPT_LIST } from '@/lib/service-worker/kept-pages';
import { offlinePageHtml } from './offline-page';

const font = '/_next/static/media/noto-sans-bengali.0123abcd.woff2';

describe.each(locales)('the offline page in %s', (locale) => {
  const html = offlinePageHtml(locale, { bengaliFontUrl: font });
  const all = [...elements(parse(html))];
  const hrefs = all.filter((element) => element.tagName === 'a').map((element) => attribute(element, 'href'));

  it('is in its language, not indexed, and has no script', () => {
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(all.some((element) => element.tagName === 'script')).toBe(false);
  });

  it('names the company with its mark and motto, says the page needs a connection, and links the phone, WhatsApp and e-mail', () => {
    expect(html).toContain(`<h1>${shellText[locale].offline.title}</h1>`);
    expect(html).toContain(companyText[locale].name);
    expect(html).toContain(companyText[locale].motto);
    expect(html).toContain(`d="${MARK_PATHS.body}"`);
    expect(html).toContain(`d="${MARK_PATHS.arrow}"`);
    const icon = all.find((element) => element.tagName === 'link' && attribute(element, 'rel') === 'icon');
    const svg = decodeURIComponent(attribute(icon!, 'href')?.replace(/^data:image\/svg\+xml,/, '') ?? '');
    expect(svg).toContain(`d='${MARK_PATHS.body}'`);
    expect(svg).toContain(`d='${MARK_PATHS.arrow}'`);
    expect(html).toContain(shellText[locale].offline.lead);
    expect(hrefs).toContain(`tel:${company.phone.e164}`);
    expect(hrefs).toContain(`mailto:${company.email}`);
    expect(hrefs.some((href) => href?.startsWith('https://wa.me/8801755201920?text='))).toBe(true);
  });

  it('has the empty list the worker fills, and the line shown while it is empty', () => {
    expect(html).toContain(KEPT_LIST);
    expect(html).toContain(shellText[locale].offline.none);
  });

  it("names the site's Bengali font file on the Bangla page only", () => {
    expect(html.includes(font)).toBe(locale === 'bn');
  });
});
