import type { Company } from './types';

/** The one place for the company's own facts: name, motto, address and every contact channel. */
export const company = {
  name: 'Unnoti Construction',
  shortName: 'Unnoti',
  legalName: 'Unnoti Construction & Supply Ltd.',
  motto: 'Improve the possibilities',
  foundedYear: 2019,
  about:
    'Unnoti Construction is a Dhaka-based construction and development company founded in 2019. We build residential and commercial structures, rent out a fleet of heavy equipment and vehicles, and supply sand, stone, bricks, cement and steel to sites across Bangladesh, delivered on time and built to last.',
  address: {
    street: 'House 27, Road 7, Sector 4',
    area: 'Uttara',
    city: 'Dhaka',
    postalCode: '1230',
    country: 'Bangladesh',
    countryCode: 'BD',
  },
  geo: { latitude: 23.8634, longitude: 90.4003 },
  phone: { display: '+880 1755-201920', e164: '+8801755201920' },
  whatsapp: {
    e164: '+8801755201920',
    message: 'Hello Unnoti Construction, I would like to discuss a project with you.',
  },
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
