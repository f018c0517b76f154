/**
 * @jest-environment node
 */
import { formatNumber, locales } from '@/lib/i18n';
import { company, companyText } from './company';
import { contactFormText, contactMethods, offices } from './contact';

/** '18:00' -> '6:00 PM' */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

// The tiles, the office cards and the form on the page: tests/e2e/contact.spec.ts.
describe('contact', () => {
  it("has the spec's two offices, open Sunday to Thursday 9:00 AM to 6:00 PM and 8:00 AM to 5:00 PM", () => {
    expect(offices.en.map(({ openingHours }) => openingHours)).toEqual([
      { days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '18:00' },
      { days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '17:00' },
    ]);
  });

  it('says those hours in words, in English and in Bangla with Bengali digits', () => {
    for (const { hours, openingHours } of offices.en) {
      const { days, opens, closes } = openingHours;
      expect(hours).toBe(`${days[0]} to ${days.at(-1)}, ${twelveHour(opens)} to ${twelveHour(closes)}`);
    }
    for (const { hours, openingHours } of offices.bn) {
      const hour = (time: string) => formatNumber('bn', Number(time.slice(0, 2)) % 12 || 12);
      expect(hours).toMatch(new RegExp(`${hour(openingHours.opens)}টা .* ${hour(openingHours.closes)}টা$`));
    }
  });

  it("gives the head office the company's own address, phone and e-mail, in each language", () => {
    for (const locale of locales) {
      const [head] = offices[locale];
      const { street, area, city } = companyText[locale].address;
      expect(head?.postalAddress).toEqual({ street, area, city, postalCode: company.address.postalCode });
      expect([head?.phoneE164, head?.email]).toEqual([company.phone.e164, company.email]);
    }
    for (const office of offices.en) expect(office.phone.replace(/[^\d+]/g, '')).toBe(office.phoneE164);
  });

  it('offers call, e-mail and WhatsApp', () => {
    expect(contactMethods.en.map((method) => method.channel)).toEqual(['phone', 'email', 'whatsapp']);
  });

  it("keeps the spec's messages", () => {
    expect(contactFormText.en.validation).toEqual({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      messageRequired: 'Message is required',
    });
    expect(contactFormText.en.sent).toBe('Message sent successfully!');
    expect(contactFormText.en.failed).toBe('Failed to send message. Please try again.');
  });
});
