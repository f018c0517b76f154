import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/shared/PageHero';
import { TeamDirectory } from '@/components/sections/team/TeamDirectory';
import { teamMemberCards } from '@/components/sections/team/TeamMemberCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { pageIntros } from '@/content/pages';
import { team, teamPage } from '@/content/team';
import { teamCategories } from '@/content/types';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/team/'];

export const metadata: Metadata = routeMetadata('/team/');

export default function TeamPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/team/')} />
      <PageHero {...intro} />
      <TeamDirectory
        items={teamMemberCards(team)}
        categories={teamCategories}
        intro={teamPage.directory}
        categoriesIntro={teamPage.categories}
      />
    </>
  );
}
