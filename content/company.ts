import type { Locale } from '@/lib/i18n';
import { company as bn } from './bn/company';
import { company as en } from './en/company';
import type { Company, CompanyText } from './types';

/** The one place for the company's facts: registered name, founding year, every contact channel. */
export const company = {
  legalName: 'Unnoti Construction & Supply Ltd.',
  foundedYear: 2019,
  address: { postalCode: '1230', countryCode: 'BD' },
  geo: { latitude: 23.8634, longitude: 90.4003 },
  phone: { display: '+880 1755-201920', e164: '+8801755201920' },
  whatsapp: { e164: '+8801755201920' },
  email: 'info@unnoticonstruction.com.bd',
  social: [
    { name: 'Facebook', icon: 'facebook', href: null },
    { name: 'LinkedIn', icon: 'linkedin', href: null },
    { name: 'Instagram', icon: 'instagram', href: null },
    { name: 'YouTube', icon: 'youtube', href: null },
  ],
  designer: { name: 'Nokshi Digital', href: 'https://nokshi.digital/' },
  map: {
    embedUrl: 'https://www.google.com/maps?q=23.8634,90.4003&z=15&output=embed',
    linkUrl: 'https://www.google.com/maps/search/?api=1&query=23.8634%2C90.4003',
  },
  brandColor: '#4c1d95',
} satisfies Company;

/** The company's name, motto, description and address in each language. */
export const companyText = { en, bn } satisfies Record<Locale, CompanyText>;
