import type { Metadata } from 'next';
import { RouteHero } from '@/components/sections/shared/PageHero';
import { ProjectsBrowser } from '@/components/sections/projects/ProjectsBrowser';
import { Section } from '@/components/ui/Section';
import { projects, projectsPage } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { routeMetadata } from '@/lib/seo';

export function metadata(locale: Locale): Metadata {
  return routeMetadata(locale, 'projects');
}

export default function ProjectsPage({ locale }: { locale: Locale }) {
  return (
    <>
      <RouteHero locale={locale} route="projects" />
      <Section headingId="portfolio" {...projectsPage[locale].browser.intro} tone="warm" align="start">
        <ProjectsBrowser locale={locale} projects={projects[locale]} />
      </Section>
    </>
  );
}
