import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectCard } from '@/components/sections/projects/ProjectCard';
import { ProjectDetail } from '@/components/sections/projects/ProjectDetail';
import { JsonLd } from '@/components/ui/JsonLd';
import { Section } from '@/components/ui/Section';
import { projects } from '@/content/projects';
import { findProject } from '@/lib/projects';
import { projectMetadata } from '@/lib/seo';
import { breadcrumbJsonLd, projectBreadcrumbs, projectJsonLd } from '@/lib/structured-data';

// Only the projects in content/ exist; any other id is the static 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ id: project.id }));
}

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = findProject((await params).id);
  return project ? projectMetadata(project) : {};
}

export default async function ProjectPage({ params }: Props) {
  const project = findProject((await params).id);
  if (!project) notFound();
  const others = projects.filter((other) => other.id !== project.id).slice(0, 3);
  return (
    <>
      <JsonLd data={[projectJsonLd(project), breadcrumbJsonLd(projectBreadcrumbs(project))]} />
      <ProjectDetail project={project} />
      {others.length > 0 && (
        <Section
          headingId="more-projects"
          eyebrow="Portfolio"
          title="More Projects"
          tone="warm"
          align="start"
        >
          <div className="cardGrid">
            {others.map((other) => (
              <ProjectCard key={other.id} project={other} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
