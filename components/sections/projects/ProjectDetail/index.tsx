import clsx from 'clsx';
import { SiteLink } from '@/components/layout/SiteLink';
import { ContactButton } from '@/components/sections/shared/ContactButton';
import { Icon } from '@/components/ui/Icon';
import type { IconName, Project } from '@/content/types';
import { ProjectGallery } from '@/components/sections/projects/ProjectGallery';
import styles from './index.module.css';

/** Shown for a fact the spec leaves blank (completion year and status) or a project leaves empty. */
const NONE = '-';

/** The project detail screen below the header: back link, title block, gallery, overview, facts. */
export function ProjectDetail({ project }: { project: Project }) {
  const facts: { label: string; value: string; icon: IconName }[] = [
    { label: 'Client', value: project.client || NONE, icon: 'users' },
    { label: 'Location', value: project.location || NONE, icon: 'mapPin' },
    { label: 'Category', value: project.category, icon: 'building' },
    { label: 'Completion Year', value: NONE, icon: 'calendar' },
    { label: 'Status', value: NONE, icon: 'clipboard' },
  ];
  const paragraphs = project.description.split(/\n\n+/);

  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <SiteLink href="/projects/" className={styles.back}>
            <Icon name="arrowLeft" />
            Back to Projects
          </SiteLink>
          <p className={styles.badge}>{project.category}</p>
          <h1 id="page-title" className={styles.title}>
            {project.title}
          </h1>
          {(project.location || project.client) && (
            <ul className={styles.meta} aria-label="Where and for whom">
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
          <ProjectGallery project={project} />
          <section aria-labelledby="overview" className={styles.overview}>
            <h2 id="overview" className={styles.heading}>
              Project Overview
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </section>
        </div>

        <aside className={styles.aside} aria-labelledby="project-info">
          <div className={styles.panel}>
            <h2 id="project-info" className={styles.panelTitle}>
              Project Information
            </h2>
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.label} className={styles.fact}>
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
            <h2 className={styles.ctaTitle}>Planning something similar?</h2>
            <p>Tell us about your site and schedule; we reply within one working day.</p>
            <ContactButton>Get In Touch</ContactButton>
          </div>
        </aside>
      </div>
    </>
  );
}
