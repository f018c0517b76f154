import Page, { metadata as metadataIn } from '@/components/pages/not-found';

/**
 * The site-wide 404: exported as a page in the English layout, then moved to out/404.html
 * (scripts/not-found-pages.ts), which hosts serve for any unknown address. Not app/(en)/404: Next
 * keeps /404 for its own default page. Without a kind, its screen reads one from the address (an
 * unknown project under /projects/, on hosts without per-folder 404 pages).
 */
export const metadata = metadataIn('en', 'page');

export default function NotFoundRoute() {
  return <Page locale="en" />;
}
