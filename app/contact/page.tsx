import type { Metadata } from 'next';
import { ContactPanel } from '@/components/sections/contact/ContactPanel';
import { FindUs } from '@/components/sections/contact/FindUs';
import { PageHero } from '@/components/sections/shared/PageHero';
import { QuickContact } from '@/components/sections/contact/QuickContact';
import { JsonLd } from '@/components/ui/JsonLd';
import { company } from '@/content/company';
import { contactMethods, offices } from '@/content/contact';
import { pageIntros } from '@/content/pages';
import { telHref, whatsappHref } from '@/lib/links';
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
        alternatives={{
          email: company.email,
          phone: { label: `Call ${company.phone.display}`, href: telHref(company.phone.e164) },
          whatsapp: { label: 'WhatsApp us', href: whatsappHref() },
        }}
      />
      <FindUs
        embedUrl={company.map.embedUrl}
        linkUrl={company.map.linkUrl}
        place={`${street}, ${area}, ${city} ${postalCode}, ${country}`}
      />
    </>
  );
}
