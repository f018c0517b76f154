import type { Metadata } from 'next';
import { EquipmentCatalog } from '@/components/sections/equipment/EquipmentCatalog';
import { PageHero } from '@/components/sections/shared/PageHero';
import { JsonLd } from '@/components/ui/JsonLd';
import { equipment } from '@/content/equipment';
import { pageText } from '@/content/navigation';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'equipment');
}

export default function EquipmentPage({ locale }: { locale: Locale }) {
  const intro = pageText[locale].equipment.intro;
  return (
    <>
      <JsonLd data={routeJsonLd(locale, 'equipment')} />
      <PageHero {...intro} />
      <EquipmentCatalog page="equipment" locale={locale} items={equipment[locale]} />
    </>
  );
}
