import type { NavItem } from './types';

/** The ten routes of the site, in menu order. Routes, the sitemap and the menu all read this list. */
export const navigation = [
  { name: 'Home', path: '/', number: '01' },
  { name: 'About', path: '/about/', number: '02' },
  { name: 'Services', path: '/services/', number: '03' },
  { name: 'Projects', path: '/projects/', number: '04' },
  { name: 'Team', path: '/team/', number: '05' },
  { name: 'Equipment', path: '/equipment/', number: '06' },
  { name: 'Rent', path: '/rent/', number: '07' },
  { name: 'Supply', path: '/supply/', number: '08' },
  { name: 'Licenses', path: '/licenses/', number: '09' },
  { name: 'Contact', path: '/contact/', number: '10' },
] as const satisfies readonly NavItem[];

/** Footer Quick Links, as the spec names them. */
export const quickLinks = [
  { name: 'Home', path: '/' },
  { name: 'About Us', path: '/about/' },
  { name: 'Services', path: '/services/' },
  { name: 'Projects', path: '/projects/' },
  { name: 'Contact', path: '/contact/' },
] as const;
