import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { BackToTop } from '@/components/layout/BackToTop';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LoadingOverlay } from '@/components/layout/LoadingOverlay';
import { ScrollToTopOnNavigate } from '@/components/layout/ScrollToTopOnNavigate';
import { Toasts } from '@/components/layout/Toasts';
import { company } from '@/content/company';
import { sans } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: { default: `${company.name} | ${company.motto}`, template: `%s | ${company.name}` },
  description: company.about,
  applicationName: company.name,
};

export const viewport: Viewport = {
  themeColor: company.brandColor,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      <body>
        <a href="#main" className="skipLink">
          Skip to main content
        </a>
        <LoadingOverlay />
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <BackToTop />
        <Toasts />
        <ScrollToTopOnNavigate />
      </body>
    </html>
  );
}
