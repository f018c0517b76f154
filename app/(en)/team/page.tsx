import Page, { metadata as metadataIn } from '@/components/pages/team';

export const metadata = metadataIn('en');

export default function TeamRoute() {
  return <Page locale="en" />;
}
