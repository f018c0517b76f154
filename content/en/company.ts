import type { CompanyText } from '../types';

const name = 'Unnoti Construction';

export const company = {
  name,
  shortName: 'Unnoti',
  motto: 'Improve the possibilities',
  about:
    'Unnoti Construction is a Dhaka-based construction and development company founded in 2019. We build residential and commercial structures, rent out a fleet of heavy equipment and vehicles, and supply sand, stone, bricks, cement and steel to sites across Bangladesh, delivered on time and built to last.',
  address: { street: 'House 27, Road 7, Sector 4', area: 'Uttara', city: 'Dhaka', country: 'Bangladesh' },
  whatsappMessage: 'Hello Unnoti Construction, I would like to discuss a project with you.',
  shareCard: {
    lines: 'Construction · Rental · Supply',
    since: (year) => `Building, equipment rental and material supply in Dhaka, Bangladesh, since ${year}.`,
    project: 'Project',
    alt: (line) => `${name}: ${line}`,
  },
} satisfies CompanyText;
