import { formatNumber } from '@/lib/i18n';
import type { ShellText } from '../shell';

const number = (value: number) => formatNumber('en', value);

export const shell = {
  skipLink: 'Skip to main content',
  backToTop: 'Back to top',
  list: {
    all: 'All',
    pages: 'Pages',
    page: (page) => `Page ${number(page)}`,
    number,
    figure: (count) => formatNumber('en', count, { minimumIntegerDigits: 2 }),
    pageOf: (page, pages) => `Page ${number(page)} of ${number(pages)}`,
    prev: 'Prev',
    next: 'Next',
  },
  notFound: {
    page: {
      title: 'Page Not Found',
      lead: 'The page you are looking for does not exist or has moved.',
      back: 'Back to Home',
    },
    project: {
      title: 'Project Not Found',
      lead: 'This project is not in our portfolio, or its link has changed.',
      back: 'Back to Projects',
    },
    contact: 'Contact Us',
  },
  loading: '..Loading..',
  logo: { tagline: 'Construction & Supply', home: ', home' },
  header: { whatsapp: 'WhatsApp', emailShort: 'Email us' },
  menu: {
    open: 'Menu',
    title: 'Menu',
    close: 'Close',
    nav: 'Main',
    download: 'Download Company Profile',
  },
  profile: {
    open: 'Company Profile',
    title: 'Company Profile',
    download: 'Download',
    close: 'Close',
    document: 'Company profile (PDF)',
    noViewer: 'This browser cannot show the PDF here.',
    intro: 'The company profile is a PDF: read it in your browser, or download it.',
    read: 'Read the company profile',
    downloadFull: 'Download the company profile',
    // The profile is in English: nothing to say on an English page.
    language: null,
  },
  footer: {
    about: (company) => `About ${company}`,
    social: 'Social media',
    quickLinks: 'Quick Links',
    quickLinkNames: {
      home: 'Home',
      about: 'About Us',
      services: 'Services',
      projects: 'Projects',
      contact: 'Contact',
    },
    services: 'Our Services',
    contact: 'Contact Info',
    address: ({ street, area, city, postalCode, country }) =>
      `${street}, ${area}, ${city} ${postalCode}, ${country}`,
    copyright: '© {year} {name} All rights reserved.',
    designedBy: 'Designed by {designer}',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    closeLabel: 'Close privacy policy',
    close: 'Close',
  },
  toasts: { region: 'Notifications', close: 'Close toast' },
  close: 'Close',
  viewDetails: { shown: 'View Details', hiddenAfter: 'of {name}' },
  slide: { carousel: 'carousel', role: 'slide', label: '{position} of {count}' },
  offline: {
    title: 'No connection',
    lead: 'This page needs an internet connection. Try again once you are back online, or reach us now.',
    call: (phone) => `Call ${phone}`,
    whatsapp: 'Write on WhatsApp',
    email: 'Email us',
    kept: 'Pages you have seen, which open without a connection',
    none: 'None yet: the pages you open are kept on this device as you read them.',
  },
} satisfies ShellText;
