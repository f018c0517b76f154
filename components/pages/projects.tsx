import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/shared/PageHero';
import { ProjectsBrowser } from '@/components/sections/projects/ProjectsBrowser';
import { JsonLd } from '@/components/ui/JsonLd';
import { Section } from '@/components/ui/Section';
import { pageText } from '@/content/navigation';
import { projects, projectsPage } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'projects');
}

export default function ProjectsPage({ locale }: { locale: Locale }) {
  const intro = pageText[locale].projects.intro;
  return (
    <>
      <JsonLd data={routeJsonLd(locale, 'projects')} />
      <PageHero {...intro} />
      <Section headingId="portfolio" {...projectsPage[locale].browser.intro} tone="warm" align="start">
        <ProjectsBrowser locale={locale} projects={projects[locale]} />
      </Section>
    </>
  );
}
