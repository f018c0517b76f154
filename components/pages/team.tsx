import type { Metadata } from 'next';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { TeamDirectory } from '@/components/sections/team/TeamDirectory';
import { teamMemberCards } from '@/components/sections/team/TeamMemberCard';
import { shellText } from '@/content/shell';
import { team, teamCategories, teamCategoryLabels, teamPage } from '@/content/team';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'team');
}

export default function TeamPage({ locale }: { locale: Locale }) {
  const text = teamPage[locale];
  const categories = teamCategoryLabels[locale];
  return (
    <>
      <RouteHero locale={locale} route="team" />
      <TeamDirectory
        items={teamMemberCards(team[locale], categories, text.card)}
        categories={teamCategories}
        labels={{ text: shellText[locale].list, categories }}
        text={text}
      />
    </>
  );
}
