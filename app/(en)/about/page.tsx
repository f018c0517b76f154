import Page, { metadata as metadataIn } from '@/components/pages/about';

export const metadata = metadataIn('en');

export default function AboutRoute() {
  return <Page locale="en" />;
}
