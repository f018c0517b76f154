import type { Metadata } from 'next';
import { CompanyStory } from '@/components/sections/about/CompanyStory';
import { CompanyTimeline } from '@/components/sections/about/CompanyTimeline';
import { MissionVisionValues } from '@/components/sections/about/MissionVisionValues';
import { OrgChart } from '@/components/sections/about/OrgChart';
import { PageHero } from '@/components/sections/shared/PageHero';
import { ProprietorMessage } from '@/components/sections/about/ProprietorMessage';
import { JsonLd } from '@/components/ui/JsonLd';
import {
  aboutSections,
  aboutStats,
  missionVisionValues,
  orgChart,
  proprietor,
  story,
  timeline,
} from '@/content/about';
import { company } from '@/content/company';
import { pageIntros } from '@/content/pages';
import { team } from '@/content/team';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/about/'];

/** The proprietor is also on the team page; the message shows the same portrait. */
const proprietorPortrait = team.find((member) => member.name === proprietor.name)?.image;

export const metadata: Metadata = routeMetadata('/about/');

export default function AboutPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/about/')} />
      <PageHero {...intro} />
      <CompanyStory
        intro={aboutSections.story}
        paragraphs={story.paragraphs}
        image={story.image}
        imageAlt={story.imageAlt}
        foundedYear={company.foundedYear}
        stats={aboutStats}
      />
      <OrgChart intro={aboutSections.orgChart} root={orgChart} />
      <MissionVisionValues intro={aboutSections.missionVisionValues} cards={missionVisionValues} />
      <ProprietorMessage intro={aboutSections.proprietor} {...proprietor} portrait={proprietorPortrait} />
      <CompanyTimeline intro={aboutSections.timeline} entries={timeline} />
    </>
  );
}
