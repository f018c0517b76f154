import { SiteLink } from '@/components/layout/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { MediaCard } from '@/components/ui/MediaCard';
import { ViewDetailsLabel } from '@/components/ui/ViewDetailsLabel';
import { projectsPage, type Project } from '@/content/projects';
import type { Locale } from '@/lib/i18n';
import { projectPath } from '@/lib/projects';
import styles from './index.module.css';

export interface ProjectCardProps {
  /** The page's language: the card names its category in it and links to the project's page in it. */
  locale: Locale;
  /** The project in the page's language. */
  project: Project;
  /** Heading level inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** A project in a grid: picture, category badge, title, place, and View Details to its page. */
export function ProjectCard({ locale, project, headingLevel = 'h3' }: ProjectCardProps) {
  return (
    <MediaCard
      image={project.thumbnail}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      badges={<span className={styles.badge}>{projectsPage[locale].categories[project.category]}</span>}
      title={project.title}
      headingLevel={headingLevel}
      action={
        <SiteLink href={projectPath(locale, project)} className={styles.link}>
          <ViewDetailsLabel locale={locale} item={project.title} />
        </SiteLink>
      }
      classNames={styles}
    >
      {project.location && (
        <p className={styles.meta}>
          <Icon name="mapPin" />
          <span>{project.location}</span>
        </p>
      )}
      <p className={styles.summary}>{project.description.split('\n')[0]}</p>
    </MediaCard>
  );
}
