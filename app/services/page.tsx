import type { Metadata } from 'next';
import { ContactBand } from '@/components/sections/ContactBand';
import { PageHero } from '@/components/sections/PageHero';
import { ServiceCatalog } from '@/components/sections/ServiceCatalog';
import { pageIntros } from '@/content/pages';
import { services, servicesPage } from '@/content/services';

const intro = pageIntros['/services/'];

export const metadata: Metadata = { title: 'Services', description: intro.lead };

export default function ServicesPage() {
  return (
    <>
      <PageHero {...intro} />
      <ServiceCatalog {...servicesPage.catalog} services={services} />
      <ContactBand headingId="services-contact-title" {...servicesPage.contact} />
    </>
  );
}
