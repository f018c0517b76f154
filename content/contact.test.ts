/**
 * @jest-environment node
 */
import { formatNumber, locales } from '@/lib/i18n';
import { company, companyText } from './company';
import { contact as bnText } from './bn/contact';
import { contact as enText } from './en/contact';
import {
  contactFormText,
  contactMethodFacts,
  contactMethods,
  formatAddress,
  mapPlace,
  officeFacts,
  offices,
} from './contact';
import { labelledStrings } from '@/tests/unit/content-steps';

/** '18:00' -> '6:00 PM' */
function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The {placeholders} of a template. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('contact', () => {
  it('has the two offices with the hours of the spec', () => {
    expect(offices.en.map((office) => [office.type, office.hours])).toEqual([
      ['Corporate Head office', 'Sunday to Thursday, 9:00 AM to 6:00 PM'],
      ['Branch office', 'Sunday to Thursday, 8:00 AM to 5:00 PM'],
    ]);
  });

  it('gives structured opening hours that say the same as the English text', () => {
    for (const office of offices.en) {
      const { days, opens, closes } = office.openingHours;
      expect(days).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);
      expect(office.hours).toBe(
        `${days[0]} to ${days.at(-1)}, ${twelveHour(opens)} to ${twelveHour(closes)}`,
      );
    }
  });

  it('says the same hours in Bangla, with Bengali digits', () => {
    expect(offices.bn.map((office) => [office.type, office.hours])).toEqual([
      ['কর্পোরেট প্রধান কার্যালয়', 'রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা'],
      ['শাখা অফিস', 'রবিবার থেকে বৃহস্পতিবার, সকাল ৮টা থেকে বিকেল ৫টা'],
    ]);
    for (const office of offices.bn) {
      const { opens, closes } = office.openingHours;
      const hour = (time: string) => formatNumber('bn', Number(time.slice(0, 2)) % 12 || 12);
      expect(office.hours).toMatch(
        new RegExp(`^রবিবার থেকে বৃহস্পতিবার, সকাল ${hour(opens)}টা থেকে \\S+ ${hour(closes)}টা$`),
      );
      expect(office.hours).not.toMatch(/\d/);
    }
  });

  it("uses the company's own address, phone and e-mail for the head office", () => {
    for (const locale of locales) {
      const head = offices[locale][0];
      const { street, area, city } = companyText[locale].address;
      expect(head?.postalAddress).toEqual({ street, area, city, postalCode: company.address.postalCode });
      expect(head?.phone).toBe(company.phone.display);
      expect(head?.phoneE164).toBe(company.phone.e164);
      expect(head?.email).toBe(company.email);
    }
    const { street, area, city } = companyText.en.address;
    expect(offices.en[0]?.address).toBe(`${street}, ${area}, ${city} ${company.address.postalCode}`);
  });

  it('writes addresses in Bangla with Bengali digits, and keeps the postal code in ASCII for machines', () => {
    expect(offices.bn.map((office) => office.address)).toEqual([
      'বাড়ি ২৭, রোড ৭, সেক্টর ৪, উত্তরা, ঢাকা-১২৩০',
      'হোল্ডিং ১১২, ঢাকা–আরিচা মহাসড়ক, হেমায়েতপুর, সাভার, ঢাকা-১৩৪০',
    ]);
    expect(offices.bn.map((office) => office.postalAddress.postalCode)).toEqual(['1230', '1340']);
    expect(formatAddress('en', { street: 'A', area: 'B', city: 'C', postalCode: '1230' })).toBe(
      'A, B, C 1230',
    );
    expect(mapPlace.en).toBe('House 27, Road 7, Sector 4, Uttara, Dhaka 1230, Bangladesh');
    expect(mapPlace.bn).toBe('বাড়ি ২৭, রোড ৭, সেক্টর ৪, উত্তরা, ঢাকা-১২৩০, বাংলাদেশ');
  });

  it('has the same offices, phones, e-mails and hours in both languages', () => {
    const facts = (locale: (typeof locales)[number]) =>
      offices[locale].map(({ id, phone, phoneE164, email, openingHours }) => ({
        id,
        phone,
        phoneE164,
        email,
        openingHours,
      }));
    expect(facts('bn')).toEqual(facts('en'));
    expect(offices.en.map((office) => office.id)).toEqual(officeFacts.map((office) => office.id));
  });

  it('gives every office an E.164 number that matches its displayed one', () => {
    for (const office of offices.en) {
      expect(office.phoneE164).toMatch(/^\+8801\d{9}$/);
      expect(office.phone.replace(/[^\d+]/g, '')).toBe(office.phoneE164);
    }
  });

  it('offers call, e-mail and WhatsApp, linked to the company channels, in both languages', () => {
    for (const locale of locales) {
      expect(contactMethods[locale].map((method) => method.channel)).toEqual(['phone', 'email', 'whatsapp']);
      expect(contactMethods[locale].map((method) => method.icon)).toEqual(['phone', 'mail', 'whatsapp']);
      expect(contactMethods[locale].map((method) => method.contact)).toEqual(
        contactMethodFacts.map((method) => method.contact),
      );
    }
    expect(contactMethods.en.map((method) => method.title)).toEqual(['Call Us', 'Email Us', 'WhatsApp']);
  });

  it("keeps the spec's English form messages", () => {
    expect(contactFormText.en.validation).toEqual({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      messageRequired: 'Message is required',
    });
    expect(contactFormText.en.sent).toBe('Message sent successfully!');
    expect(contactFormText.en.failed).toBe('Failed to send message. Please try again.');
    expect(contactFormText.en.labels).toMatchObject({
      name: 'Full Name',
      email: 'Email',
      message: 'Message',
    });
    expect(contactFormText.en.submit.idle).toBe('Send Message');
  });

  it('has every text in both languages: the same keys, none empty or padded, the same placeholders', () => {
    const en = labelledStrings(enText);
    const bn = labelledStrings(bnText);
    expect(bn.map(([path]) => path)).toEqual(en.map(([path]) => path));
    for (const [path, text] of [...en, ...bn]) {
      expect({ path, text: text.trim() }).toEqual({ path, text });
      expect(text).not.toBe('');
      expect(text).not.toMatch(/lorem|ipsum|\bTO[D]O\b|\bTBD\b|coming\ssoon|placeholder/i);
    }
    const bnByPath = new Map(bn);
    for (const [path, text] of en)
      expect([path, placeholders(bnByPath.get(path) ?? '')]).toEqual([path, placeholders(text)]);
  });

  it('writes the Bangla words in Bangla script: no Latin letters or ASCII digits but the placeholders', () => {
    for (const [path, text] of labelledStrings(bnText)) {
      const latin = /[A-Za-z0-9]/.test(text.replace(/\{\w+\}/g, ''));
      expect({ path, latin }).toEqual({ path, latin: false });
    }
  });
});
