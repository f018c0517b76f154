// The shell's styles the pages use too come first, so Turbopack's CSS chunking (next.config.mjs) puts
// the shell's own (header, footer, menu, back to top, the global sheet) in one stylesheet behind
// them, not two. The cascade is the same as without these lines: every module's rules win over the
// global sheet's, which is in `@layer global` (app/globals.css).
import '@/components/ui/Button/index.module.css';
import '@/components/ui/Dialog/index.module.css';
import type { ReactNode } from 'react';
import { sans } from '@/app/fonts';
import '@/app/globals.css';
import { BackToTop } from '@/components/layout/BackToTop';
import { DocumentListeners } from '@/components/layout/DocumentListeners';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { LoadingOverlay } from '@/components/layout/LoadingOverlay';
import { ScrollToTopOnNavigate } from '@/components/layout/ScrollToTopOnNavigate';
import { Toasts } from '@/components/layout/Toasts';
import { shellText } from '@/content/shell';
import { localeInfo, type Locale } from '@/lib/i18n';

/**
 * The document every page of one language shares: <html lang>, the skip link, the loading screen,
 * header, footer and the page-wide listeners. Each language's root layout (app/(en), app/(bn))
 * renders it; moving between languages is a full page load, as between any two root layouts.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const text = shellText[locale];
  return (
    <html lang={localeInfo[locale].lang} className={sans.variable}>
      {/* #top: the back-to-top link's target. */}
      <body id="top">
        <a href="#main" className="skipLink">
          {text.skipLink}
        </a>
        <LoadingOverlay locale={locale} />
        <Header locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer locale={locale} />
        <BackToTop label={text.backToTop} />
        <Toasts text={text.toasts} />
        <ScrollToTopOnNavigate />
        <DocumentListeners />
      </body>
    </html>
  );
}
