import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import type { Project, SectionIntro } from '@/content/types';
import { ProjectCard } from '@/components/sections/projects/ProjectCard';
import styles from './index.module.css';

export interface FeaturedWorkProps {
  intro: SectionIntro;
  /** The projects to feature, in order: the home page passes the first three. */
  projects: readonly Project[];
}

/** The home page's Featured Work: the project cards of the Projects page, and View All Projects. */
export function FeaturedWork({ intro, projects }: FeaturedWorkProps) {
  return (
    <Section
      headingId="featured-work-title"
      {...intro}
      align="start"
      action={
        <SiteLink href="/projects/" className={buttonClass('outline', 'md')}>
          View All Projects
          <Icon name="arrowRight" />
        </SiteLink>
      }
    >
      <ul className={styles.grid}>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
