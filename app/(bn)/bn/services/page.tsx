import Page, { metadata as metadataIn } from '@/components/pages/services';

export const metadata = metadataIn('bn');

export default function ServicesRoute() {
  return <Page locale="bn" />;
}
