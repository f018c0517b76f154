import Page, { metadata as metadataIn } from '@/components/pages/equipment';

export const metadata = metadataIn('en', 'equipment');

export default function EquipmentRoute() {
  return <Page locale="en" route="equipment" />;
}
