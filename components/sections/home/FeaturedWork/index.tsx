import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { ProjectCard } from '@/components/sections/projects/ProjectCard';
import { routePath } from '@/content/navigation';
import type { Project } from '@/content/projects';
import type { SectionIntro } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface FeaturedWorkProps {
  /** The page's language: the links go to its Projects pages. */
  locale: Locale;
  intro: SectionIntro;
  /** The words of the link to the Projects page (View All Projects). */
  more: string;
  /** The projects to feature, in order: the home page passes the first three. */
  projects: readonly Project[];
}

/** The home page's Featured Work: the project cards of the Projects page, and View All Projects. */
export function FeaturedWork({ locale, intro, more, projects }: FeaturedWorkProps) {
  return (
    <Section
      headingId="featured-work-title"
      {...intro}
      align="start"
      action={
        <SiteLink href={routePath(locale, 'projects')} className={buttonClass('outline', 'md')}>
          {more}
          <Icon name="arrowRight" />
        </SiteLink>
      }
    >
      <ul className={styles.grid}>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard locale={locale} project={project} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
