import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { pageIntros } from '@/content/pages';

const intro = pageIntros['/contact/'];

export const metadata: Metadata = { title: 'Contact', description: intro.lead };

export default function ContactPage() {
  return <PageHero {...intro} />;
}
