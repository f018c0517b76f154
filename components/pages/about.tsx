import type { Metadata } from 'next';
import { CompanyStory } from '@/components/sections/about/CompanyStory';
import { CompanyTimeline } from '@/components/sections/about/CompanyTimeline';
import { MissionVisionValues } from '@/components/sections/about/MissionVisionValues';
import { OrgChart } from '@/components/sections/about/OrgChart';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { ProprietorMessage } from '@/components/sections/about/ProprietorMessage';
import {
  aboutLabels,
  aboutSections,
  aboutStats,
  missionVisionValues,
  orgChart,
  proprietor,
  story,
  timeline,
} from '@/content/about';
import { company } from '@/content/company';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'about');
}

export default function AboutPage({ locale }: { locale: Locale }) {
  const sections = aboutSections[locale];
  const labels = aboutLabels[locale];
  const { paragraphs, image, imageAlt } = story[locale];
  return (
    <>
      <RouteHero locale={locale} route="about" />
      <CompanyStory
        locale={locale}
        intro={sections.story}
        paragraphs={paragraphs}
        image={image}
        imageAlt={imageAlt}
        foundedYear={company.foundedYear}
        stats={aboutStats[locale]}
        labels={labels}
      />
      <OrgChart intro={sections.orgChart} root={orgChart[locale]} labels={labels.orgChart} />
      <MissionVisionValues
        locale={locale}
        intro={sections.missionVisionValues}
        cards={missionVisionValues[locale]}
      />
      {/* The proprietor's name, title and portrait are the Team page's (content/team.ts), found by id. */}
      <ProprietorMessage intro={sections.proprietor} {...proprietor[locale]} />
      <CompanyTimeline locale={locale} intro={sections.timeline} entries={timeline[locale]} />
    </>
  );
}
