import Page, { metadata as metadataIn } from '@/components/pages/services';

export const metadata = metadataIn('en');

export default function ServicesRoute() {
  return <Page locale="en" />;
}
