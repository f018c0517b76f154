import Page, { metadata as metadataIn } from '@/components/pages/not-found';

/** Exported as a page, then moved to bn/404.html (scripts/not-found-pages.ts): any unknown /bn/ address. */
export const metadata = metadataIn('bn', 'page');

export default function NotFoundRoute() {
  return <Page locale="bn" kind="page" />;
}
