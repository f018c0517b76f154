import Page, { metadata as metadataIn } from '@/components/pages/equipment';

export const metadata = metadataIn('en', 'rent');

export default function RentRoute() {
  return <Page locale="en" route="rent" />;
}
