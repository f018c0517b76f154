import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { RentalCatalog } from '@/components/sections/RentalCatalog';
import { equipment } from '@/content/equipment';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/rent/'];

export const metadata: Metadata = { title: 'Rent', description: intro.lead };

export default function RentPage() {
  return (
    <>
      <PageHero {...intro} />
      <RentalCatalog items={equipment} />
    </>
  );
}
