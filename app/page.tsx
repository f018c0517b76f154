import type { Metadata } from 'next';
import { Achievements } from '@/components/sections/home/Achievements';
import { CoreServices } from '@/components/sections/home/CoreServices';
import { FeaturedWork } from '@/components/sections/home/FeaturedWork';
import { HeroCarousel } from '@/components/sections/home/HeroCarousel';
import { HomeAbout } from '@/components/sections/home/HomeAbout';
import { JsonLd } from '@/components/ui/JsonLd';
import { company } from '@/content/company';
import { achievements, heroSlides, homeAbout, homeHighlights, homeSections } from '@/content/home';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { HOME_CORE_SERVICES_COUNT, HOME_FEATURED_PROJECTS_COUNT } from '@/lib/constants';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

export const metadata: Metadata = routeMetadata('/');

export default function HomePage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/')} />
      <HeroCarousel
        slides={heroSlides}
        heading={[company.name, company.motto]}
        label={homeSections.heroLabel}
      />
      <CoreServices intro={homeSections.services} services={services.slice(0, HOME_CORE_SERVICES_COUNT)} />
      <HomeAbout eyebrow={homeSections.aboutEyebrow} about={homeAbout} highlights={homeHighlights} />
      <FeaturedWork
        intro={homeSections.featuredWork}
        projects={projects.slice(0, HOME_FEATURED_PROJECTS_COUNT)}
      />
      <Achievements intro={homeSections.achievements} stats={achievements} />
    </>
  );
}
