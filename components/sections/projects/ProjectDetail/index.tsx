import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { ContactButton } from '@/components/sections/shared/ContactButton';
import { Icon } from '@/components/ui/Icon';
import { routePath } from '@/content/navigation';
import type { Project, ProjectDetailText } from '@/content/projects';
import type { IconName } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import { ProjectGallery } from '@/components/sections/projects/ProjectGallery';
import styles from './index.module.css';

export interface ProjectDetailProps {
  /** The page's language: the back and contact links go to its pages. */
  locale: Locale;
  /** The project in the page's language. */
  project: Project;
  /** The page's words in its language (content/projects.ts's projectsPage[locale].detail). */
  text: ProjectDetailText;
}

/** The project detail screen below the header: back link, title block, gallery, overview, facts. */
export function ProjectDetail({ locale, project, text }: ProjectDetailProps) {
  const category = text.categories[project.category];
  // The spec leaves completion year and status blank: they show text.none, as an unnamed client does.
  const facts: { id: string; label: string; value: string; icon: IconName }[] = [
    { id: 'client', label: text.facts.client, value: project.client || text.none, icon: 'users' },
    { id: 'location', label: text.facts.location, value: project.location || text.none, icon: 'mapPin' },
    { id: 'category', label: text.facts.category, value: category, icon: 'building' },
    { id: 'completion-year', label: text.facts.completionYear, value: text.none, icon: 'calendar' },
    { id: 'status', label: text.facts.status, value: text.none, icon: 'clipboard' },
  ];
  const paragraphs = project.description.split(/\n\n+/);

  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <SiteLink href={routePath(locale, 'projects')} className={styles.back}>
            <Icon name="arrowLeft" />
            {text.back}
          </SiteLink>
          <p className={styles.badge}>{category}</p>
          <h1 id="page-title" className={styles.title}>
            {project.title}
          </h1>
          {(project.location || project.client) && (
            <ul className={styles.meta} aria-label={text.where}>
              {project.location && (
                <li>
                  <Icon name="mapPin" />
                  {project.location}
                </li>
              )}
              {project.client && (
                <li>
                  <Icon name="users" />
                  {project.client}
                </li>
              )}
            </ul>
          )}
        </div>
      </header>

      <div className={clsx('container', styles.layout)}>
        <div className={styles.main}>
          <ProjectGallery locale={locale} project={project} text={text.gallery} />
          <section aria-labelledby="overview" className={styles.overview}>
            <h2 id="overview" className={styles.heading}>
              {text.overview}
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby="project-info">
          <div className={styles.panel}>
            <h2 id="project-info" className={styles.panelTitle}>
              {text.info}
            </h2>
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.id} className={styles.fact}>
                  <dt>
                    <Icon name={fact.icon} />
                    {fact.label}
                  </dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className={styles.cta}>
            <h2 className={styles.ctaTitle}>{text.cta.title}</h2>
            <p>{text.cta.body}</p>
            <ContactButton locale={locale}>{text.cta.button}</ContactButton>
          </div>
        </aside>
      </div>
    </>
  );
}
