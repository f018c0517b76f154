/**
 * @jest-environment node
 */
import { CONTACT_DRAFT_TTL_MS } from '@/lib/constants';
import { formatNumber, locales, type Locale } from '@/lib/i18n';
import { company } from './company';
import { policySectionIds, privacyPolicy } from './legal';
import { thirdParties } from './third-parties';

const policyText = (locale: Locale) =>
  privacyPolicy[locale].sections.map((section) => section.body).join(' ');

/** How many outside services the policy says there are, as each language writes it. */
const outsideServices: Record<Locale, (count: number) => string> = {
  en: (count) => `${['No', 'One', 'Two', 'Three', 'Four', 'Five'][count]} outside service`,
  bn: (count) => `বাইরের ${['কোনো', 'একটি', 'দুটি', 'তিনটি', 'চারটি', 'পাঁচটি'][count]} সেবা`,
};

/** How long the contact form's draft is kept, as each language writes it. */
const draftKept: Record<Locale, (days: number) => string> = {
  en: (days) => `forgotten after ${days} days`,
  bn: (days) => `${formatNumber('bn', days)} দিন পর আপনা-আপনি মুছে যায়`,
};

describe('privacy policy', () => {
  it('has the five sections of the spec, in order, and a contact line with the company e-mail', () => {
    expect(privacyPolicy.en.sections.map((section) => section.title)).toEqual([
      'Information Collection',
      'Use of Information',
      'Information Sharing',
      'Data Security',
      'Updates to Policy',
    ]);
    for (const locale of locales) {
      expect(privacyPolicy[locale].sections).toHaveLength(policySectionIds.length);
      expect(privacyPolicy[locale].contactLine).toContain(company.email);
    }
  });

  it.each(locales)(
    'names every outside service the pages talk to (the origins their CSP allows): %s',
    (locale) => {
      for (const { name } of thirdParties) expect(policyText(locale)).toContain(name);
      expect(policyText(locale)).toContain(outsideServices[locale](thirdParties.length));
    },
  );

  it.each(locales)("states how long the contact form's draft is kept in the browser: %s", (locale) => {
    const days = CONTACT_DRAFT_TTL_MS / (24 * 60 * 60 * 1000);
    expect(Number.isInteger(days)).toBe(true);
    expect(policyText(locale)).toContain(draftKept[locale](days));
  });

  it('claims no absence of cookies or tracking that the map contradicts', () => {
    expect(policyText('en')).not.toMatch(/no cookies(?! of its own)|of any kind/i);
    // The Bangla says the site sets none itself, then that the map (Google) may.
    expect(policyText('bn')).toContain('এই ওয়েবসাইট নিজে কোনো কুকি সেট করে না');
    expect(policyText('bn')).toContain('নিজস্ব কুকি সেট করতে পারে');
  });
});
