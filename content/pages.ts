import type { PageIntro } from './types';

/**
 * The heading and introduction of each screen: the page hero and the page's meta description
 * read the same words. Keys are the routes of content/navigation.ts.
 */
export const pageIntros = {
  '/': {
    eyebrow: 'Since 2019',
    title: 'Building Bangladesh, one solid foundation at a time',
    lead: 'Construction, equipment rental and material supply from one Dhaka team: piling to paint, excavators to cement, delivered on schedule.',
  },
  '/about/': {
    eyebrow: 'About Us',
    title: 'Built on trust since 2019',
    lead: 'A Dhaka construction and development company that grew from a single site crew into a full-service builder with its own equipment fleet and supply chain.',
  },
  '/services/': {
    eyebrow: 'Our Services',
    title: 'Everything a project needs, under one roof',
    lead: 'From the first pile to the final coat of paint: construction, earthwork, equipment rental and material supply, managed by one accountable team.',
  },
  '/projects/': {
    eyebrow: 'Our Projects',
    title: 'Work we are proud to hand over',
    lead: 'Residential and commercial buildings delivered across Dhaka, built on tested foundations and finished with care.',
  },
  '/team/': {
    eyebrow: 'Our Team',
    title: 'The people behind every pour',
    lead: 'Engineers, supervisors, operators and skilled trades who plan, build and finish every project we take on.',
  },
  '/equipment/': {
    eyebrow: 'Our Equipment',
    title: 'A fleet ready for heavy work',
    lead: 'Excavators, loaders, trucks, generators, road machinery and river transport, maintained in-house and deployed with trained operators.',
  },
  '/rent/': {
    eyebrow: 'Equipment Rental',
    title: 'Our Rental Equipment',
    lead: 'Hire the machines we trust on our own sites, by the day, week or month, with operators and fuel arranged on request.',
  },
  '/supply/': {
    eyebrow: 'Material Supply',
    title: 'Construction materials, delivered on schedule',
    lead: 'Sand, stone, bricks, cement and steel in the quantities your site needs, sourced from trusted suppliers and delivered by our own trucks and vessels.',
  },
  '/licenses/': {
    eyebrow: 'Credentials',
    title: 'Licenses & Certifications',
    lead: 'Registered, licensed and audited: the documents that let our clients work with us with confidence.',
  },
  '/contact/': {
    eyebrow: 'Contact Us',
    title: "Let's talk about your project",
    lead: 'Call, e-mail or WhatsApp us, or send a message below. We reply within one working day, Sunday to Thursday.',
  },
} as const satisfies Record<string, PageIntro>;

/**
 * The <title> of each screen (lib/seo.ts adds the company name), written for a search
 * result: what the page offers, in the words a visitor would search for.
 */
export const pageTitles = {
  '/': 'Construction, Rental & Supply in Dhaka',
  '/about/': 'About Us',
  '/services/': 'Construction Services',
  '/projects/': 'Our Projects',
  '/team/': 'Our Team',
  '/equipment/': 'Equipment Fleet',
  '/rent/': 'Equipment Rental',
  '/supply/': 'Construction Material Supply',
  '/licenses/': 'Licenses & Certifications',
  '/contact/': 'Contact Us',
} as const satisfies Record<keyof typeof pageIntros, string>;
