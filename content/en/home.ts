import type { HomeText } from '../home';

export const home = {
  hero: {
    label: 'Highlights',
    slideName: 'Slide {number}: {name}',
    learnMore: { shown: 'Learn More', hiddenAfter: 'about us' },
    contact: 'Contact Us',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    previous: 'Previous slide',
    next: 'Next slide',
    picker: 'Slides',
  },
  slides: {
    'building-bangladesh': {
      title: "Building Bangladesh's Future",
      subtitle: 'Construction & Development',
      description:
        'From deep piling to the final coat of paint, we build residential and commercial structures in Dhaka and beyond with our own engineers, crews and machines.',
    },
    'equipment-rental': {
      title: 'Heavy Equipment on Rent',
      subtitle: 'Equipment Rental',
      description:
        'Excavators, bulldozers, loaders, dump trucks, road rollers and generators, rented by the day or month with experienced operators and on-site servicing.',
    },
    'material-supply': {
      title: 'Construction Materials, Delivered',
      subtitle: 'Material Supply',
      description:
        'Sylhet sand, stone chips, bricks, cement and MS rod sourced from trusted suppliers and delivered to your site by our own trucks and bulkhead vessel.',
    },
  },
  services: {
    intro: {
      eyebrow: 'What We Do',
      title: 'Core Services',
      lead: 'From the first pile to the last coat of paint, on sites across Dhaka.',
    },
    more: 'EXPLORE SERVICES',
  },
  about: {
    eyebrow: 'About Us',
    heading: 'A Dhaka construction company that builds, rents and supplies',
    body: 'Unnoti Construction started in Uttara in 2019 with a simple idea: a client should not have to chase three different firms for the building, the machines and the materials. Today one team handles all three, so foundations are piled on schedule, equipment arrives when the work needs it and every load of sand, stone and steel is checked before it reaches the site.',
    imageAlt: 'Our commercial building in Uttara under construction, its frame rising beside a tower crane',
    more: 'Learn More About Us',
  },
  highlights: {
    'qualified-engineers': {
      title: 'Qualified Engineers',
      description:
        'Civil and structural engineers supervise every site and sign off each stage against the drawings and BNBC requirements.',
    },
    'own-equipment-fleet': {
      title: 'Own Equipment Fleet',
      description:
        'Our excavators, trucks and generators work on our own projects first, so we are never stalled waiting for a hired machine.',
    },
    'direct-material-sourcing': {
      title: 'Direct Material Sourcing',
      description:
        'Sand, stone and bricks come straight from quarries, ghats and kilns we know, which keeps quality consistent and prices fair.',
    },
    'safety-on-every-site': {
      title: 'Safety on Every Site',
      description:
        'Helmets, harnesses, shoring and daily toolbox talks are standard practice, not an afterthought.',
    },
  },
  featuredWork: {
    intro: {
      eyebrow: 'Our Portfolio',
      title: 'Featured Work',
      lead: 'Buildings we have piled, framed and finished, and handed over to their owners.',
    },
    more: 'View All Projects',
  },
  achievements: {
    eyebrow: 'Since 2019',
    title: 'Our Achievements',
    lead: 'The figures behind five years of building, renting and supplying.',
  },
  stats: {
    'years-of-experience': 'Years of Experience',
    'projects-completed': 'Projects Completed',
    'equipment-fleet': 'Equipment Fleet',
    'team-members': 'Team Members',
  },
} satisfies HomeText;
