import type { Metadata } from 'next';
import { EquipmentCatalog } from '@/components/sections/EquipmentCatalog';
import { PageHero } from '@/components/sections/PageHero';
import { equipment } from '@/content/equipment';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/equipment/'];

export const metadata: Metadata = { title: 'Equipment', description: intro.lead };

export default function EquipmentPage() {
  return (
    <>
      <PageHero {...intro} />
      <EquipmentCatalog items={equipment} />
    </>
  );
}
