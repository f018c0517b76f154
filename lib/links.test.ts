/** @jest-environment node */
import { company, companyText } from '@/content/company';
import { channelHref, mailtoHref, telHref, whatsappHref } from './links';

describe('contact links', () => {
  it('builds tel and mailto links', () => {
    expect(telHref('+8801755201920')).toBe('tel:+8801755201920');
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
  });

  it.each(['en', 'bn'] as const)(
    'opens a WhatsApp chat prefilled with a message about a project (%s)',
    (locale) => {
      const message = companyText[locale].whatsappMessage;
      const url = new URL(whatsappHref(message));
      expect(url.origin).toBe('https://wa.me');
      expect(url.pathname).toBe(`/${company.whatsapp.e164.slice(1)}`);
      // Bangla goes over the wire as UTF-8 percent-encoding and comes back exactly as written.
      expect(url.searchParams.get('text')).toBe(message);
      expect(url.href).toBe(`https://wa.me/${company.whatsapp.e164.slice(1)}?text=${encodeURIComponent(message)}`);
      for (const text of ['Rent: Road Roller', '50% & #2 + more\nলাইন ২ — ঠিক?'])
        expect(new URL(whatsappHref(text)).searchParams.get('text')).toBe(text);
    },
  );

  it('says what the chat is about in each language', () => {
    expect(companyText.en.whatsappMessage).toMatch(/discuss a project/);
    expect(companyText.bn.whatsappMessage).toMatch(/প্রকল্প/);
  });

  it('links each company channel: the office phone, the e-mail, the WhatsApp chat', () => {
    expect(channelHref('phone', 'x')).toBe(`tel:${company.phone.e164}`);
    expect(channelHref('email', 'x')).toBe(`mailto:${company.email}`);
    expect(channelHref('whatsapp', 'Hi')).toBe(whatsappHref('Hi'));
  });
});
