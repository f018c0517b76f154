import type { Metadata } from 'next';
import { ContactBand } from '@/components/sections/shared/ContactBand';
import { InfoCardGrid } from '@/components/sections/shared/InfoCardGrid';
import { PageHero } from '@/components/sections/shared/PageHero';
import { SupplyMaterials } from '@/components/sections/supply/SupplyMaterials';
import { TestimonialSlider } from '@/components/sections/supply/TestimonialSlider';
import { JsonLd } from '@/components/ui/JsonLd';
import { Section } from '@/components/ui/Section';
import { pageIntros } from '@/content/pages';
import { supplyMaterials, supplyPage, testimonials, whyChooseUs } from '@/content/supply';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/supply/'];

export const metadata: Metadata = routeMetadata('/supply/');

export default function SupplyPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/supply/')} />
      <PageHero {...intro} />
      <SupplyMaterials intro={supplyPage.materials} materials={supplyMaterials} />
      <InfoCardGrid headingId="supply-why-title" intro={supplyPage.whyChooseUs} cards={whyChooseUs} />
      {/* Spec section 2: 'A testimonial slider that is hidden'. In the page and tested, never shown; its lazy pictures are never fetched. */}
      <div hidden>
        <Section headingId="supply-testimonials-title" {...supplyPage.testimonials} tone="warm">
          <TestimonialSlider testimonials={testimonials} />
        </Section>
      </div>
      <ContactBand headingId="supply-quote-title" {...supplyPage.quote} />
    </>
  );
}
