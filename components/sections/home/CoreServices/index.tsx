import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import type { SectionIntro, Service } from '@/content/types';
import styles from './index.module.css';

export interface CoreServicesProps {
  intro: SectionIntro;
  /** The services to show, in order: the home page passes the first six. */
  services: readonly Service[];
}

/** The home page's Core Services: a card per service and the EXPLORE SERVICES link to /services/. */
export function CoreServices({ intro, services }: CoreServicesProps) {
  return (
    <Section headingId="core-services-title" eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
      <ul className={styles.grid}>
        {services.map((service) => (
          <li key={service.id} className={styles.card}>
            <div className={styles.media}>
              <Picture
                image={service.image}
                alt=""
                sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 120px"
                className={styles.image}
              />
            </div>
            <div className={styles.body}>
              <span className={styles.icon}>
                <Icon name={service.icon} size={22} />
              </span>
              <h3 className={styles.title}>{service.title}</h3>
              <p className={styles.description}>{service.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <SiteLink href="/services/" className={buttonClass('primary', 'lg')}>
          EXPLORE SERVICES
          <Icon name="arrowRight" />
        </SiteLink>
      </div>
    </Section>
  );
}
