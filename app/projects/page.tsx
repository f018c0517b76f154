import type { Metadata } from 'next';
import { PageHero } from '@/components/sections/PageHero';
import { ProjectsBrowser } from '@/components/sections/ProjectsBrowser';
import { Section } from '@/components/ui/Section';
import { pageIntros } from '@/content/pages';
import { projects } from '@/content/projects';

const intro = pageIntros['/projects/'];

export const metadata: Metadata = { title: 'Projects', description: intro.lead };

export default function ProjectsPage() {
  return (
    <>
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
