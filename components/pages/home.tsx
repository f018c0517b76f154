import type { Metadata } from 'next';
import { Achievements } from '@/components/sections/home/Achievements';
import { CoreServices } from '@/components/sections/home/CoreServices';
import { FeaturedWork } from '@/components/sections/home/FeaturedWork';
import { HeroCarousel } from '@/components/sections/home/HeroCarousel';
import { HomeAbout } from '@/components/sections/home/HomeAbout';
import { JsonLd } from '@/components/ui/JsonLd';
import { companyText } from '@/content/company';
import { achievements, heroSlides, heroText, homeAbout, homeHighlights, homeSections } from '@/content/home';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { HOME_CORE_SERVICES_COUNT, HOME_FEATURED_PROJECTS_COUNT } from '@/lib/constants';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'home');
}

export default function HomePage({ locale }: { locale: Locale }) {
  const { name, motto } = companyText[locale];
  const sections = homeSections[locale];
  return (
    <>
      <JsonLd data={routeJsonLd(locale, 'home')} />
      <HeroCarousel
        locale={locale}
        slides={heroSlides[locale]}
        heading={[name, motto]}
        text={heroText[locale]}
      />
      <CoreServices
        locale={locale}
        {...sections.services}
        services={services[locale].slice(0, HOME_CORE_SERVICES_COUNT)}
      />
      <HomeAbout
        locale={locale}
        {...sections.about}
        about={homeAbout[locale]}
        highlights={homeHighlights[locale]}
      />
      <FeaturedWork
        locale={locale}
        {...sections.featuredWork}
        projects={projects[locale].slice(0, HOME_FEATURED_PROJECTS_COUNT)}
      />
      <Achievements intro={sections.achievements} stats={achievements[locale]} />
    </>
  );
}
