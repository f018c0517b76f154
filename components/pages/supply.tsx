import type { Metadata } from 'next';
import { ContactBand } from '@/components/sections/shared/ContactBand';
import { InfoCardGrid } from '@/components/sections/shared/InfoCardGrid';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { SupplyMaterials } from '@/components/sections/supply/SupplyMaterials';
import { TestimonialSlider } from '@/components/sections/supply/TestimonialSlider';
import { Section } from '@/components/ui/Section';
import { supplyMaterials, supplyPage, testimonials, whyChooseUs } from '@/content/supply';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'supply');
}

export default function SupplyPage({ locale }: { locale: Locale }) {
  const text = supplyPage[locale];
  return (
    <>
      <RouteHero locale={locale} route="supply" />
      <SupplyMaterials
        locale={locale}
        intro={text.materials}
        materials={supplyMaterials[locale]}
        text={text.materialCard}
      />
      <InfoCardGrid headingId="supply-why-title" intro={text.whyChooseUs} cards={whyChooseUs[locale]} />
      {/* Spec section 2: 'A testimonial slider that is hidden'. In the page and tested, never shown; its lazy pictures are never fetched. */}
      <div hidden>
        <Section headingId="supply-testimonials-title" {...text.testimonials} tone="warm">
          <TestimonialSlider locale={locale} testimonials={testimonials[locale]} text={text.slider} />
        </Section>
      </div>
      <ContactBand locale={locale} headingId="supply-quote-title" {...text.quote} />
    </>
  );
}
