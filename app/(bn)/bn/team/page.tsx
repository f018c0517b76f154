import Page, { metadata as metadataIn } from '@/components/pages/team';

export const metadata = metadataIn('bn');

export default function TeamRoute() {
  return <Page locale="bn" />;
}
