import Page, { metadata as metadataIn } from '@/components/pages/supply';

export const metadata = metadataIn('bn');

export default function SupplyRoute() {
  return <Page locale="bn" />;
}
