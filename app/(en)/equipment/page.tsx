import Page, { metadata as metadataIn } from '@/components/pages/equipment';

export const metadata = metadataIn('en');

export default function EquipmentRoute() {
  return <Page locale="en" />;
}
