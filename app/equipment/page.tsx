import type { Metadata } from 'next';
import { EquipmentCatalog } from '@/components/sections/equipment/EquipmentCatalog';
import { PageHero } from '@/components/sections/shared/PageHero';
import { JsonLd } from '@/components/ui/JsonLd';
import { equipment } from '@/content/equipment';
import { pageIntros } from '@/content/pages';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/equipment/'];

export const metadata: Metadata = routeMetadata('/equipment/');

export default function EquipmentPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/equipment/')} />
      <PageHero {...intro} />
      <EquipmentCatalog items={equipment} />
    </>
  );
}
