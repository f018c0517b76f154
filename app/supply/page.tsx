import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/supply/'];

export const metadata: Metadata = { title: 'Supply', description: intro.lead };

export default function SupplyPage() {
  return <PageHero {...intro} />;
}
