import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/equipment/'];

export const metadata: Metadata = { title: 'Equipment', description: intro.lead };

export default function EquipmentPage() {
  return <PageHero {...intro} />;
}
