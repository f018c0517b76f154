import { enquiryCatalog } from '@/content/enquiry-catalog';
import type { Metadata } from 'next';
import { ContactPanel } from '@/components/sections/contact/ContactPanel';
import { FindUs } from '@/components/sections/contact/FindUs';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { QuickContact } from '@/components/sections/contact/QuickContact';
import { company, companyText } from '@/content/company';
import { contactFormText, contactMethods, contactPage, mapPlace, offices } from '@/content/contact';
import { fillTemplate } from '@/lib/contact-form';
import { telHref, whatsappHref } from '@/lib/links';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'contact');
}

export default function ContactPage({ locale }: { locale: Locale }) {
  const text = contactPage[locale];
  const { whatsappMessage } = companyText[locale];
  return (
    <>
      <RouteHero locale={locale} route="contact" />
      <QuickContact
        methods={contactMethods[locale]}
        label={text.quickContact}
        whatsappMessage={whatsappMessage}
      />
      <ContactPanel
        text={text.panel}
        offices={offices[locale]}
        officeLabels={text.officeLabels}
        form={{
          locale,
          text: contactFormText[locale],
          catalog: enquiryCatalog[locale],
          alternatives: {
            email: company.email,
            phone: {
              label: fillTemplate(text.alternatives.call, { phone: company.phone.display }),
              href: telHref(company.phone.e164),
            },
            whatsapp: { label: text.alternatives.whatsapp, href: whatsappHref(whatsappMessage) },
          },
        }}
      />
      <FindUs
        embedUrl={company.map.embedUrl}
        linkUrl={company.map.linkUrl}
        place={mapPlace[locale]}
        text={text.findUs}
      />
    </>
  );
}
