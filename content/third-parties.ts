import { company } from './company';

/**
 * The outside services the site's pages talk to, and no other: each page's Content-Security-Policy
 * allows these origins alone (scripts/csp.ts), and the privacy policy (content/legal.ts) names each
 * one (content.test.ts holds it to that).
 */
export const thirdParties = [
  {
    name: 'EmailJS',
    // @emailjs/browser posts the contact form here (its default origin).
    origin: 'https://api.emailjs.com',
    directive: 'connect',
  },
  {
    name: 'Google Maps',
    origin: new URL(company.map.embedUrl).origin,
    directive: 'frame',
  },
] as const;

/** The origins of thirdParties by CSP directive (connect-src, frame-src). */
export const policySources = {
  connect: thirdParties.filter((party) => party.directive === 'connect').map((party) => party.origin),
  frame: thirdParties.filter((party) => party.directive === 'frame').map((party) => party.origin),
};
