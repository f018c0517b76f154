import type { Metadata } from 'next';
import { ContactBand } from '@/components/sections/shared/ContactBand';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { ServiceCatalog } from '@/components/sections/services/ServiceCatalog';
import { services, servicesPage } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'services');
}

export default function ServicesPage({ locale }: { locale: Locale }) {
  const text = servicesPage[locale];
  return (
    <>
      <RouteHero locale={locale} route="services" />
      <ServiceCatalog locale={locale} {...text.catalog} services={services[locale]} text={text.card} />
      <ContactBand locale={locale} headingId="services-contact-title" {...text.contact} />
    </>
  );
}
