import Page, { metadata as metadataIn } from '@/components/pages/rent';

export const metadata = metadataIn('en');

export default function RentRoute() {
  return <Page locale="en" />;
}
