import type { Metadata } from 'next';
import { NotFound } from '@/components/sections/shared/NotFound';

// Next marks the not-found page `noindex` itself (tests/e2e/seo.spec.ts checks it stays so).
export const metadata: Metadata = { title: 'Page Not Found' };

/** The only not-found page a static export keeps: out/404.html, served for every unknown path. */
export default function NotFoundPage() {
  return <NotFound />;
}
