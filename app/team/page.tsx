import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/team/'];

export const metadata: Metadata = { title: 'Team', description: intro.lead };

export default function TeamPage() {
  return <PageHero {...intro} />;
}
