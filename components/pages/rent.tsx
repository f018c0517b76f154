import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/shared/PageHero';
import { EquipmentCatalog } from '@/components/sections/equipment/EquipmentCatalog';
import { JsonLd } from '@/components/ui/JsonLd';
import { equipment } from '@/content/equipment';
import { pageText } from '@/content/navigation';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'rent');
}

export default function RentPage({ locale }: { locale: Locale }) {
  const intro = pageText[locale].rent.intro;
  return (
    <>
      <JsonLd data={routeJsonLd(locale, 'rent')} />
      <PageHero {...intro} />
      <EquipmentCatalog page="rent" locale={locale} items={equipment[locale]} />
    </>
  );
}
