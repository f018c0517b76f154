import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/sections/PageHero';
import { projects } from '@/content/projects';
import { findProject } from '@/lib/projects';

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
  return project ? { title: project.title, description: project.description.split('\n')[0] } : {};
}

export default async function ProjectPage({ params }: Props) {
  const project = findProject((await params).id);
  if (!project) notFound();
  const facts = [project.location, project.client].filter(Boolean).join(' · ');
  return (
    <PageHero
      eyebrow={project.category}
      title={project.title}
      image={project.thumbnail}
      lead={facts || project.description.split('\n')[0] || ''}
    >
      <Link href="/projects/" className={buttonClass('outlineLight', 'md')}>
        <Icon name="arrowLeft" />
        Back to Projects
      </Link>
    </PageHero>
  );
}
