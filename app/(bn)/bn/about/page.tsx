import Page, { metadata as metadataIn } from '@/components/pages/about';

export const metadata = metadataIn('bn');

export default function AboutRoute() {
  return <Page locale="bn" />;
}
