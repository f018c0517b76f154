'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { localeInfo, otherLocale, type Locale } from '@/lib/i18n';
import { SITE_NOT_FOUND_ROUTE, notFoundFolder, notFoundKindOf } from '@/lib/not-found';
import { useHydrated } from '@/lib/use-hydrated';
import { pathOfSegments, twinPath } from './twin';

export interface LanguageSwitchProps {
  /** The page's language; the link leads to the other. */
  locale: Locale;
  className?: string;
}

/**
 * The link to this page in the other language, labelled in that language ('বাংলা' on English pages,
 * 'English' on Bangla ones) with its `lang` and `hreflang` (WCAG 3.1.2), as GOV.UK's language
 * switch. A plain <a>: the two languages have two root layouts, so crossing is a full page load, and
 * the site's link routing leaves it to the browser, unprefetched (SiteLink/routing.ts skips a link
 * whose hreflang is not the document's language).
 *
 * The address comes from the route the page renders (its layout segments), not from the address
 * bar: the same on the server and in the browser, so a 404 page that a host serves at an unknown
 * address (/bn/404/ at /bn/no-such-page/) hydrates with the href of its HTML: the other language's
 * home, or its projects list from the projects' 404.
 */
export function LanguageSwitch({ locale, className }: LanguageSwitchProps) {
  const path = pathOfSegments(useSelectedLayoutSegments() ?? []);
  const hydrated = useHydrated();
  const other = otherLocale(locale);
  // The site-wide 404, which hosts serve for any unknown address: once the script runs, the switch
  // reads the kind from the address (a project under /projects/), as its NotFound does.
  const href =
    path === SITE_NOT_FOUND_ROUTE && hydrated
      ? notFoundFolder(other, notFoundKindOf(window.location.pathname))
      : twinPath(locale, path);
  const { lang, name } = localeInfo[other];
  return (
    <a href={href} lang={lang} hrefLang={lang} className={className} data-language-switch>
      {name}
    </a>
  );
}
