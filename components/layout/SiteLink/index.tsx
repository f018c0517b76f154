import Link from 'next/link';
import type { ComponentProps } from 'react';
import { IntentLink } from './IntentLink';

/**
 * Routes whose payload and code load when the visitor reaches for a link to them (pointer over it,
 * a finger on it, focus), not when the link scrolls into view. In a static export Next prefetches a
 * visible link's RSC payload, and decoding it loads the route's client chunks:
 * - `/`: the logo is on screen on every page, so every first view downloaded the home page's payload
 *   (12.6 KB gzip) and its slideshow code (2.4 KB), the home page its own;
 * - `/contact/`: the message form with react-hook-form (about 15 KB), which every page with a
 *   "Contact Us" button in view would download.
 */
export const PREFETCHED_ON_INTENT: ReadonlySet<string> = new Set(['/', '/contact/']);

function pathOf(href: ComponentProps<typeof Link>['href']) {
  return typeof href === 'string' ? href : (href.pathname ?? '');
}

/** next/link for every link within the site, with the prefetch policy above in one place. */
export function SiteLink(props: ComponentProps<typeof Link>) {
  if (props.prefetch === undefined && PREFETCHED_ON_INTENT.has(pathOf(props.href))) {
    return <IntentLink {...props} />;
  }
  return <Link {...props} />;
}
