import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { TeamDirectory } from '@/components/sections/TeamDirectory';
import { teamMemberCards } from '@/components/sections/TeamMemberCard';
import { pageIntros } from '@/content/pages';
import { team, teamPage } from '@/content/team';
import { teamCategories } from '@/content/types';

const intro = pageIntros['/team/'];

export const metadata: Metadata = { title: 'Team', description: intro.lead };

export default function TeamPage() {
  return (
    <>
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
