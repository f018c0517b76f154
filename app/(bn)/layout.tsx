import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
// The language's Bengali font, Noto Sans Bengali for every Bangla letter (app/fonts/), and its typography.
import '@/app/fonts/bengali.css';
import '@/app/bangla.css';
import { rootMetadata, rootViewport } from '@/lib/seo';

/** The root layout of every Bangla page (/bn/…): <html lang="bn">. */
export const metadata = rootMetadata('bn');
export const viewport = rootViewport;

export default function BanglaLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="bn">{children}</SiteDocument>;
}
