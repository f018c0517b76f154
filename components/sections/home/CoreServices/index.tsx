import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { MediaCard } from '@/components/ui/MediaCard';
import { Section } from '@/components/ui/Section';
import { routePath } from '@/content/navigation';
import type { SectionIntro, Service } from '@/content/types';
import type { Locale } from '@/lib/i18n';
import styles from './index.module.css';

export interface CoreServicesProps {
  /** The page's language: the link goes to its Services page. */
  locale: Locale;
  intro: SectionIntro;
  /** The words of the link to the Services page (EXPLORE SERVICES). */
  more: string;
  /** The services to show, in order: the home page passes the first six. */
  services: readonly Service[];
}

/** The home page's Core Services: a card per service and the EXPLORE SERVICES link to /services/. */
export function CoreServices({ locale, intro, more, services }: CoreServicesProps) {
  return (
    <Section headingId="core-services-title" {...intro}>
      <ul className={styles.grid}>
        {services.map((service) => (
          <MediaCard
            key={service.id}
            as="li"
            image={service.image}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 120px"
            surface={false}
            icon={
              <span className={styles.icon}>
                <Icon name={service.icon} size={22} />
              </span>
            }
            title={service.title}
            classNames={styles}
          >
            <p className={styles.description}>{service.description}</p>
          </MediaCard>
        ))}
      </ul>
      <div className={styles.more}>
        <SiteLink href={routePath(locale, 'services')} className={buttonClass('primary', 'lg')}>
          {more}
          <Icon name="arrowRight" />
        </SiteLink>
      </div>
    </Section>
  );
}
