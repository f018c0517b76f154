import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/licenses/'];

export const metadata: Metadata = { title: 'Licenses', description: intro.lead };

export default function LicensesPage() {
  return <PageHero {...intro} />;
}
