// The shell's styles the pages use too come first, so Turbopack's CSS chunking (next.config.mjs) puts
// the shell's own (header, footer, menu, back to top, the global sheet) in one stylesheet behind
// them, not two. The cascade is the same as without these lines: every module's rules win over the
// global sheet's, which is in `@layer global` (app/globals.css).
import '@/components/ui/Button/index.module.css';
import '@/components/ui/Dialog/index.module.css';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { BackToTop } from '@/components/layout/BackToTop';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LoadingOverlay } from '@/components/layout/LoadingOverlay';
import { ScrollToTopOnNavigate } from '@/components/layout/ScrollToTopOnNavigate';
import { Toasts } from '@/components/layout/Toasts';
import { company } from '@/content/company';
import { siteIconFiles } from '@/lib/icons';
import { siteUrl } from '@/lib/site';
import { sans } from './fonts';
import './globals.css';

// Defaults for every page; each page's own title, description, canonical URL and share card
// come from lib/seo.ts. The web manifest is app/manifest.ts; the icon files come from scripts/icons.ts.
export const metadata: Metadata = {
  metadataBase: siteUrl,
  title: { default: `${company.name} | ${company.motto}`, template: `%s | ${company.name}` },
  description: company.about,
  applicationName: company.name,
  icons: {
    icon: [
      { url: siteIconFiles.favicon, sizes: '48x48' },
      { url: siteIconFiles.svg, type: 'image/svg+xml' },
    ],
    apple: { url: siteIconFiles.appleTouch, sizes: '180x180' },
  },
};

export const viewport: Viewport = {
  themeColor: company.brandColor,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={sans.variable}>
      {/* #top: the back-to-top link's target. */}
      <body id="top">
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
        <DocumentListeners />
      </body>
    </html>
  );
}
