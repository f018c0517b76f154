import type { Metadata } from 'next';
import { ContactPanel } from '@/components/sections/ContactPanel';
import { FindUs } from '@/components/sections/FindUs';
import { PageHero } from '@/components/sections/PageHero';
import { QuickContact } from '@/components/sections/QuickContact';
import { company } from '@/content/company';
import { contactMethods, offices } from '@/content/contact';
import { pageIntros } from '@/content/pages';
import { mailtoHref } from '@/lib/links';

const intro = pageIntros['/contact/'];
const { street, area, city, postalCode, country } = company.address;

export const metadata: Metadata = { title: 'Contact', description: intro.lead };

export default function ContactPage() {
  return (
    <>
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
