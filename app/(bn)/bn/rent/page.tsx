import Page, { metadata as metadataIn } from '@/components/pages/rent';

export const metadata = metadataIn('bn');

export default function RentRoute() {
  return <Page locale="bn" />;
}
