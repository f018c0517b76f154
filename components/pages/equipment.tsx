import type { Metadata } from 'next';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { EquipmentCatalog } from '@/components/sections/equipment/EquipmentCatalog';
import { equipment } from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

/** The two pages of machines: the fleet (Equipment) and what can be hired (Rent). */
type EquipmentRoute = 'equipment' | 'rent';

export function metadata(locale: Locale, route: EquipmentRoute): Metadata {
  return routeMetadata(locale, route);
}

export default function EquipmentPage({ locale, route }: { locale: Locale; route: EquipmentRoute }) {
  return (
    <>
      <RouteHero locale={locale} route={route} />
      <EquipmentCatalog page={route} locale={locale} items={equipment[locale]} />
    </>
  );
}
