import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/projects/'];

export const metadata: Metadata = { title: 'Projects', description: intro.lead };

export default function ProjectsPage() {
  return <PageHero {...intro} />;
}
