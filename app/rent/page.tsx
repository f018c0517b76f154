import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/shared/PageHero';
import { RentalCatalog } from '@/components/sections/equipment/RentalCatalog';
import { JsonLd } from '@/components/ui/JsonLd';
import { equipment } from '@/content/equipment';
import { pageIntros } from '@/content/pages';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/rent/'];

export const metadata: Metadata = routeMetadata('/rent/');

export default function RentPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/rent/')} />
      <PageHero {...intro} />
      <RentalCatalog items={equipment} />
    </>
  );
}
