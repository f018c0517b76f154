import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/shared/PageHero';
import { ProjectsBrowser } from '@/components/sections/projects/ProjectsBrowser';
import { JsonLd } from '@/components/ui/JsonLd';
import { Section } from '@/components/ui/Section';
import { pageIntros } from '@/content/pages';
import { projects } from '@/content/projects';
import { routeMetadata } from '@/lib/seo';
import { routeJsonLd } from '@/lib/structured-data';

const intro = pageIntros['/projects/'];

export const metadata: Metadata = routeMetadata('/projects/');

export default function ProjectsPage() {
  return (
    <>
      <JsonLd data={routeJsonLd('/projects/')} />
      <PageHero {...intro} />
      <Section
        headingId="portfolio"
        eyebrow="Portfolio"
        title="Browse our projects"
        tone="warm"
        align="start"
      >
        <ProjectsBrowser projects={projects} />
      </Section>
    </>
  );
}
