import type { Metadata } from 'next';
import { ContactPanel } from '@/components/sections/ContactPanel';
import { FindUs } from '@/components/sections/FindUs';
import { PageHero } from '@/components/sections/PageHero';
import { QuickContact } from '@/components/sections/QuickContact';
import { JsonLd } from '@/components/ui/JsonLd';
import { company } from '@/content/company';
import { contactMethods, offices } from '@/content/contact';
import { pageIntros } from '@/content/pages';
import { mailtoHref } from '@/lib/links';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/contact/'];
const { street, area, city, postalCode, country } = company.address;

export const metadata: Metadata = routeMetadata('/contact/');

export default function ContactPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/contact/')} />
      <PageHero {...intro} />
      <QuickContact methods={contactMethods} />
      <ContactPanel
        offices={offices}
        fallback={{ label: `E-mail ${company.email}`, href: mailtoHref(company.email) }}
      />
      <FindUs
        embedUrl={company.map.embedUrl}
        linkUrl={company.map.linkUrl}
        place={`${street}, ${area}, ${city} ${postalCode}, ${country}`}
      />
    </>
  );
}
