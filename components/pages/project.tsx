import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProjectCard } from '@/components/sections/projects/ProjectCard';
import { ProjectDetail } from '@/components/sections/projects/ProjectDetail';
import { JsonLd } from '@/components/ui/JsonLd';
import { Section } from '@/components/ui/Section';
import { projects, projectsPage } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { findProject } from '@/lib/projects';
import { projectMetadata } from '@/lib/seo';
import { breadcrumbJsonLd, projectBreadcrumbs, projectJsonLd } from '@/lib/structured-data';

/** /projects/<id>/ and /bn/projects/<id>/: one page per project in content/, in either language. */
export function projectParams() {
  return projects.en.map((project) => ({ id: project.id }));
}

export function metadata(locale: Locale, id: string): Metadata {
  const project = findProject(locale, id);
  return project ? projectMetadata(locale, project) : {};
}

export default function ProjectPage({ locale, id }: { locale: Locale; id: string }) {
  const project = findProject(locale, id);
  if (!project) notFound();
  const others = projects[locale].filter((other) => other.id !== project.id).slice(0, 3);
  const text = projectsPage[locale];
  return (
    <>
      <JsonLd
        data={[projectJsonLd(locale, project), breadcrumbJsonLd(projectBreadcrumbs(locale, project))]}
      />
      <ProjectDetail locale={locale} project={project} text={text.detail} />
      {others.length > 0 && (
        <Section headingId="more-projects" {...text.more} tone="warm" align="start">
          <div className="cardGrid">
            {others.map((other) => (
              <ProjectCard key={other.id} locale={locale} project={other} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}
