import type { Metadata } from 'next';
import { ContactBand } from '@/components/sections/shared/ContactBand';
import { PageHero } from '@/components/sections/shared/PageHero';
import { ServiceCatalog } from '@/components/sections/services/ServiceCatalog';
import { JsonLd } from '@/components/ui/JsonLd';
import { pageText } from '@/content/navigation';
import { services, servicesPage } from '@/content/services';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'services');
}

export default function ServicesPage({ locale }: { locale: Locale }) {
  const intro = pageText[locale].services.intro;
  const text = servicesPage[locale];
  return (
    <>
      <JsonLd data={routeJsonLd(locale, 'services')} />
      <PageHero {...intro} />
      <ServiceCatalog locale={locale} {...text.catalog} services={services[locale]} text={text.card} />
      <ContactBand locale={locale} headingId="services-contact-title" {...text.contact} />
    </>
  );
}
