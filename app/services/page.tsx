import type { Metadata } from 'next';
import { ContactBand } from '@/components/sections/shared/ContactBand';
import { PageHero } from '@/components/sections/shared/PageHero';
import { ServiceCatalog } from '@/components/sections/services/ServiceCatalog';
import { JsonLd } from '@/components/ui/JsonLd';
import { pageIntros } from '@/content/pages';
import { services, servicesPage } from '@/content/services';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/services/'];

export const metadata: Metadata = routeMetadata('/services/');

export default function ServicesPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/services/')} />
      <PageHero {...intro} />
      <ServiceCatalog {...servicesPage.catalog} services={services} />
      <ContactBand headingId="services-contact-title" {...servicesPage.contact} />
    </>
  );
}
