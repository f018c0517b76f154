import type { PagesText } from '../navigation';

/**
 * Each screen's menu name, <title> (lib/seo.ts adds the company name; written for a search result:
 * what the page offers, in the words a visitor would search for) and hero. The hero's lead is also
 * the page's meta description.
 */
export const pages = {
  home: {
    menu: 'Home',
    title: 'Construction, Rental & Supply in Dhaka',
    intro: {
      eyebrow: 'Since 2019',
      title: 'Building Bangladesh, one solid foundation at a time',
      lead: 'Construction, equipment rental and material supply from one Dhaka team: piling to paint, excavators to cement, delivered on schedule.',
    },
  },
  about: {
    menu: 'About',
    title: 'About Us',
    intro: {
      eyebrow: 'About Us',
      title: 'Built on trust since 2019',
      lead: 'A Dhaka construction and development company that grew from a single site crew into a full-service builder with its own equipment fleet and supply chain.',
    },
  },
  services: {
    menu: 'Services',
    title: 'Construction Services',
    intro: {
      eyebrow: 'Our Services',
      title: 'Everything a project needs, under one roof',
      lead: 'From the first pile to the final coat of paint: construction, earthwork, equipment rental and material supply, managed by one accountable team.',
    },
  },
  projects: {
    menu: 'Projects',
    title: 'Our Projects',
    intro: {
      eyebrow: 'Our Projects',
      title: 'Work we are proud to hand over',
      lead: 'Residential and commercial buildings delivered across Dhaka, built on tested foundations and finished with care.',
    },
  },
  team: {
    menu: 'Team',
    title: 'Our Team',
    intro: {
      eyebrow: 'Our Team',
      title: 'The people behind every pour',
      lead: 'Engineers, supervisors, operators and skilled trades who plan, build and finish every project we take on.',
    },
  },
  equipment: {
    menu: 'Equipment',
    title: 'Equipment Fleet',
    intro: {
      eyebrow: 'Our Equipment',
      title: 'A fleet ready for heavy work',
      lead: 'Excavators, loaders, trucks, generators, road machinery and river transport, maintained in-house and deployed with trained operators.',
    },
  },
  rent: {
    menu: 'Rent',
    title: 'Equipment Rental',
    intro: {
      eyebrow: 'Equipment Rental',
      title: 'Our Rental Equipment',
      lead: 'Hire the machines we trust on our own sites, by the day, week or month, with operators and fuel arranged on request.',
    },
  },
  supply: {
    menu: 'Supply',
    title: 'Construction Material Supply',
    intro: {
      eyebrow: 'Material Supply',
      title: 'Construction materials, delivered on schedule',
      lead: 'Sand, stone, bricks, cement and steel in the quantities your site needs, sourced from trusted suppliers and delivered by our own trucks and vessels.',
    },
  },
  licenses: {
    menu: 'Licenses',
    title: 'Licenses & Certifications',
    intro: {
      eyebrow: 'Credentials',
      title: 'Licenses & Certifications',
      lead: 'Registered, licensed and audited: the documents that let our clients work with us with confidence.',
    },
  },
  contact: {
    menu: 'Contact',
    title: 'Contact Us',
    intro: {
      eyebrow: 'Contact Us',
      title: "Let's talk about your project",
      lead: 'Call, e-mail or WhatsApp us, or send a message below. We reply within one working day, Sunday to Thursday.',
    },
  },
} satisfies PagesText;
