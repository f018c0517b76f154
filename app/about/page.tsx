import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/about/'];

export const metadata: Metadata = { title: 'About', description: intro.lead };

export default function AboutPage() {
  return <PageHero {...intro} />;
}
