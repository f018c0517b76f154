import Page, { metadata as metadataIn } from '@/components/pages/supply';

export const metadata = metadataIn('en');

export default function SupplyRoute() {
  return <Page locale="en" />;
}
