import Page, { metadata as metadataIn } from '@/components/pages/equipment';

export const metadata = metadataIn('bn', 'rent');

export default function RentRoute() {
  return <Page locale="bn" route="rent" />;
}
