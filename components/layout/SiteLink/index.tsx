import type { ComponentProps } from 'react';
import { splitLocalePath } from '@/lib/i18n';

/**
 * Routes whose payload and code load when the visitor reaches for a link to them (pointer over it,
 * a finger on it, focus), not when the link scrolls into view. In a static export a prefetched
 * route's RSC payload loads the route's client chunks:
 * - `/`: the logo is on screen on every page, so every first view downloaded the home page's payload
 *   (12.6 KB gzip) and its slideshow code (2.4 KB), the home page its own;
 * - `/contact/`: the message form with react-hook-form (about 15 KB), which every page with a
 *   "Contact Us" button in view would download;
 * - `/about/`: the home hero's Learn More is in its first view, and the about page's payload and
 *   stylesheets were 12 KB of the 250 the home page's first view may weigh on a phone (issue 26).
 * The same three in Bangla (/bn/, /bn/about/, /bn/contact/).
 */
const PREFETCHED_ON_INTENT: ReadonlySet<string> = new Set(['/', '/about/', '/contact/']);

/** What the prefetching (SiteLink/routing.ts) looks for: a link whose route waits for the visitor to reach for it. */
export const ON_INTENT = '[data-prefetch="intent"]';

type SiteLinkProps = ComponentProps<'a'> & { href: string };

/**
 * Every link within the site: a plain <a>, which the browser follows before any script has run.
 * Once the page is live, its script (components/layout/DocumentListeners) turns its clicks into client-side navigations and prefetches
 * its route, by the policy above.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  const onIntent = PREFETCHED_ON_INTENT.has(splitLocalePath(href.replace(/[?#].*$/, '')).path);
  return <a href={href} {...(onIntent && { 'data-prefetch': 'intent' })} {...props} />;
}
