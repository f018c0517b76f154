import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Routes whose code loads when the visitor opens them, not when a link to them scrolls into view.
 * In a static export Next prefetches a visible link's RSC payload, and decoding it loads the route's
 * client chunks: for /contact/ that is the message form with react-hook-form (about 15 KB gzip),
 * which every page with a "Contact Us" button in view would otherwise download (bench/results.json).
 */
export const LOADED_ON_CLICK: ReadonlySet<string> = new Set(['/contact/']);

function pathOf(href: ComponentProps<typeof Link>['href']) {
  return typeof href === 'string' ? href : (href.pathname ?? '');
}

/** next/link for every link within the site, with the prefetch policy above in one place. */
export function SiteLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link prefetch={prefetch ?? (LOADED_ON_CLICK.has(pathOf(props.href)) ? false : undefined)} {...props} />
  );
}
