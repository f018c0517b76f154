import type { Metadata } from 'next';
import { NotFound } from '@/components/sections/NotFound';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/** The only not-found page a static export keeps: out/404.html, served for every unknown path. */
export default function NotFoundPage() {
  return <NotFound />;
}
