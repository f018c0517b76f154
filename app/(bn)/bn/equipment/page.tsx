import Page, { metadata as metadataIn } from '@/components/pages/equipment';

export const metadata = metadataIn('bn', 'equipment');

export default function EquipmentRoute() {
  return <Page locale="bn" route="equipment" />;
}
