import type { ReactNode } from 'react';
import { PageHero } from '@/components/sections/shared/PageHero';
import { JsonLd } from '@/components/ui/JsonLd';
import { pageText, type RouteId } from '@/content/navigation';
import type { Locale } from '@/lib/i18n';
import { routeJsonLd } from '@/lib/structured-data';

/**
 * An inner page of the menu: its structured data, its hero (the route's intro in
 * content/<locale>/pages.ts, which is also its meta description), then its sections.
 */
export function RoutePage({
  locale,
  route,
  children,
}: {
  locale: Locale;
  route: RouteId;
  children: ReactNode;
}) {
  return (
    <>
      <JsonLd data={routeJsonLd(locale, route)} />
      <PageHero {...pageText[locale][route].intro} />
      {children}
    </>
  );
}
