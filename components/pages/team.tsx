import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/shared/PageHero';
import { TeamDirectory } from '@/components/sections/team/TeamDirectory';
import { teamMemberCards } from '@/components/sections/team/TeamMemberCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { pageText } from '@/content/navigation';
import { shellText } from '@/content/shell';
import { team, teamCategories, teamCategoryLabels, teamPage } from '@/content/team';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'team');
}

export default function TeamPage({ locale }: { locale: Locale }) {
  const intro = pageText[locale].team.intro;
  const text = teamPage[locale];
  const categories = teamCategoryLabels[locale];
  return (
    <>
      <JsonLd data={routeJsonLd(locale, 'team')} />
      <PageHero {...intro} />
      <TeamDirectory
        items={teamMemberCards(team[locale], categories, text.card)}
        categories={teamCategories}
        labels={{ text: shellText[locale].list, categories }}
        text={text}
      />
    </>
  );
}
