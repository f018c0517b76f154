import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { rootMetadata, rootViewport } from '@/lib/seo';

/** The root layout of every English page (the unprefixed addresses): <html lang="en">. */
export const metadata = rootMetadata('en');
export const viewport = rootViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
