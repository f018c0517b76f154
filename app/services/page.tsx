import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/services/'];

export const metadata: Metadata = { title: 'Services', description: intro.lead };

export default function ServicesPage() {
  return <PageHero {...intro} />;
}
