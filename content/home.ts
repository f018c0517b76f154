import type { HeroSlide, Highlight, HomeAbout, SectionIntro, Stat } from './types';

/** The three slides of the home page carousel, in the order they rotate. */
export const heroSlides = [
  {
    id: 'building-bangladesh',
    image: 'hero/building-bangladesh.jpg',
    title: "Building Bangladesh's Future",
    subtitle: 'Construction & Development',
    description:
      'From deep piling to the final coat of paint, we build residential and commercial structures in Dhaka and beyond with our own engineers, crews and machines.',
  },
  {
    id: 'equipment-rental',
    image: 'hero/equipment-rental.jpg',
    title: 'Heavy Equipment on Rent',
    subtitle: 'Equipment Rental',
    description:
      'Excavators, bulldozers, loaders, dump trucks, road rollers and generators, rented by the day or month with experienced operators and on-site servicing.',
  },
  {
    id: 'material-supply',
    image: 'hero/material-supply.jpg',
    title: 'Construction Materials, Delivered',
    subtitle: 'Material Supply',
    description:
      'Sylhet sand, stone chips, bricks, cement and MS rod sourced from trusted suppliers and delivered to your site by our own trucks and bulkhead vessel.',
  },
] satisfies HeroSlide[];

/** Shared by the home About block and the achievements band, so the two never disagree. */
const projectsCompleted = { value: '50+', label: 'Projects Completed' } satisfies HomeAbout['badge'];

export const homeAbout = {
  heading: 'A Dhaka construction company that builds, rents and supplies',
  body: 'Unnoti Construction started in Uttara in 2019 with a simple idea: a client should not have to chase three different firms for the building, the machines and the materials. Today one team handles all three, so foundations are piled on schedule, equipment arrives when the work needs it and every load of sand, stone and steel is checked before it reaches the site.',
  badge: projectsCompleted,
  image: 'projects/uttara-commercial-building-3.jpg',
  imageAlt: 'Our commercial building in Uttara under construction, its frame rising beside a tower crane',
} satisfies HomeAbout;

export const homeHighlights = [
  {
    title: 'Qualified Engineers',
    description:
      'Civil and structural engineers supervise every site and sign off each stage against the drawings and BNBC requirements.',
    icon: 'hardHat',
  },
  {
    title: 'Own Equipment Fleet',
    description:
      'Our excavators, trucks and generators work on our own projects first, so we are never stalled waiting for a hired machine.',
    icon: 'crane',
  },
  {
    title: 'Direct Material Sourcing',
    description:
      'Sand, stone and bricks come straight from quarries, ghats and kilns we know, which keeps quality consistent and prices fair.',
    icon: 'truck',
  },
  {
    title: 'Safety on Every Site',
    description:
      'Helmets, harnesses, shoring and daily toolbox talks are standard practice, not an afterthought.',
    icon: 'shield',
  },
] satisfies Highlight[];

/** The four figures of the achievements band, in display order. */
export const achievements = [
  { value: '5+', label: 'Years of Experience', icon: 'calendar' },
  { ...projectsCompleted, icon: 'building' },
  { value: '25+', label: 'Equipment Fleet', icon: 'truck' },
  { value: '100+', label: 'Team Members', icon: 'users' },
] satisfies Stat[];

/** The headings of the home page sections; the About block's own heading is in homeAbout. */
export const homeSections = {
  /** Names the hero carousel for assistive technology. */
  heroLabel: 'Highlights',
  services: {
    eyebrow: 'What We Do',
    title: 'Core Services',
    lead: 'From the first pile to the last coat of paint, on sites across Dhaka.',
  },
  aboutEyebrow: 'About Us',
  featuredWork: {
    eyebrow: 'Our Portfolio',
    title: 'Featured Work',
    lead: 'Buildings we have piled, framed and finished, and handed over to their owners.',
  },
  achievements: {
    eyebrow: 'Since 2019',
    title: 'Our Achievements',
    lead: 'The figures behind five years of building, renting and supplying.',
  },
} satisfies {
  heroLabel: string;
  services: SectionIntro;
  aboutEyebrow: string;
  featuredWork: SectionIntro;
  achievements: SectionIntro;
};
