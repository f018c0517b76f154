/** @jest-environment node */
import { enquiryText } from '@/content/enquiry';
import { enquiryCatalog } from '@/content/enquiry-catalog';
import type { Enquiry } from './enquiry';
import { whatsappHref } from './links';
import {
  WHATSAPP_LINK_MAX,
  enquiryErrors,
  enquiryLines,
  enquiryWhatsapp,
  fieldKey,
  inScript,
  messageWithEnquiry,
  wholeNumber,
} from './enquiry-message';

const excavator = { kind: 'machine', id: 'komatsu-pc210-excavator' } as const;
const sand = { kind: 'material', id: 'sylhet-sand' } as const;
const piling = { kind: 'service', id: 'piling' } as const;

const enquiry: Enquiry = {
  items: [
    { ...excavator, count: '2', duration: '3', period: 'weeks', operator: 'with' },
    { ...sand, quantity: '2000' },
    piling,
  ],
  area: 'Mirpur',
  start: '2030-01-05',
};

describe('wholeNumber', () => {
  it('reads a whole number above zero in either script', () => {
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber(' ১২ ')).toBe(12);
    for (const typed of ['0', '-1', '1.5', '2 bags', '', undefined]) expect(wholeNumber(typed)).toBeNull();
  });
});

describe('inScript', () => {
  it("shows what was typed in the page's digits", () => {
    expect(inScript('bn', '12')).toBe('১২');
    expect(inScript('bn', '১2 x')).toBe('১২ x');
    expect(inScript('en', '১2')).toBe('12');
  });
});

describe('enquiryErrors', () => {
  const messages = enquiryText.en.validation;

  it('asks a machine for how many and how long, a material for how much, a service for nothing', () => {
    const unfilled: Enquiry = { items: [excavator, sand, piling], area: '', start: '' };
    expect(enquiryErrors(unfilled, messages, '2030-01-01')).toEqual({
      [fieldKey(excavator, 'count')]: messages.wholeNumber,
      [fieldKey(excavator, 'duration')]: messages.wholeNumber,
      [fieldKey(sand, 'quantity')]: messages.wholeNumber,
    });
    expect(enquiryErrors(enquiry, messages, '2030-01-01')).toEqual({});
  });

  it('refuses a start date in the past, and takes today', () => {
    expect(enquiryErrors(enquiry, messages, '2030-01-06')).toEqual({ start: messages.startPast });
    expect(enquiryErrors(enquiry, messages, '2030-01-05')).toEqual({});
  });
});

describe('the message', () => {
  it('lists the enquiry in English, item by item, then the site and the start', () => {
    const names = enquiryCatalog.en;
    expect(enquiryLines(enquiry, names, enquiryText.en, 'en').split('\n')).toEqual([
      'Enquiry (3 items):',
      `1. ${names.machine[excavator.id]?.name}: 2, for 3 weeks, with operator`,
      `2. ${names.material[sand.id]?.name}: 2,000 CFT`,
      `3. ${names.service[piling.id]?.name}`,
      'Site area: Mirpur',
      'Start date: January 5, 2030',
    ]);
  });

  it('lists it in Bangla, in Bengali digits, the unit as Dhaka sells it', () => {
    const lines = enquiryLines(enquiry, enquiryCatalog.bn, enquiryText.bn, 'bn').split('\n');
    expect(lines[0]).toBe('জিজ্ঞাসা (৩টি)');
    expect(lines[2]).toBe(`২. ${enquiryCatalog.bn.material[sand.id]?.name} — ২,০০০ সিএফটি`);
    expect(lines).toHaveLength(6);
  });

  it('puts the enquiry above what the visitor wrote, and leaves a message without one as written', () => {
    const lines = enquiryLines(enquiry, enquiryCatalog.en, enquiryText.en, 'en');
    expect(messageWithEnquiry(lines, 'Site is near the bridge.', enquiryText.en)).toBe(
      `${lines}\n\nMessage:\nSite is near the bridge.`,
    );
    const none = enquiryLines(
      { items: [], area: 'Mirpur', start: '' },
      enquiryCatalog.en,
      enquiryText.en,
      'en',
    );
    expect(messageWithEnquiry(none, 'Hello', enquiryText.en)).toBe('Hello');
  });
});

describe('enquiryWhatsapp', () => {
  const text = enquiryText.en;
  const room = WHATSAPP_LINK_MAX - whatsappHref('').length;

  it('greets, then lists; drops the greeting when the link would be too long; never cuts the list', () => {
    expect(new URL(enquiryWhatsapp('1. Piling', text)!).searchParams.get('text')).toBe(
      `${text.whatsapp.greeting}\n\n1. Piling`,
    );
    const fits = 'x'.repeat(room);
    expect(enquiryWhatsapp(fits, text)).toBe(whatsappHref(fits));
    expect(enquiryWhatsapp(`${fits}x`, text)).toBeNull();
    expect(enquiryWhatsapp('', text)).toBeNull();
  });
});
