import { SiteLink } from '@/components/layout/SiteLink';
import { buttonClass } from '@/components/ui/Button';
import { DetailsButton, DetailsDialog } from '@/components/ui/DetailsDialog';
import { DialogBody, DialogIcon, DialogMedia, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { Icon } from '@/components/ui/Icon';
import { Picture } from '@/components/ui/Picture';
import { Section } from '@/components/ui/Section';
import type { Service } from '@/content/types';
import styles from './index.module.css';

/** The id of a service's modal. */
const dialogId = (service: Service) => `service-${service.id}`;

export interface ServiceCatalogProps {
  eyebrow: string;
  title: string;
  lead: string;
  services: readonly Service[];
}

/** The Services page grid: one card per service; Learn More opens the service's details in a modal. */
export function ServiceCatalog({ eyebrow, title, lead, services }: ServiceCatalogProps) {
  return (
    <Section headingId="service-catalog-title" eyebrow={eyebrow} title={title} lead={lead} tone="warm">
      <DetailsDialog
        dialogs={services.map((service) => ({
          id: dialogId(service),
          body: <ServiceDetails service={service} />,
        }))}
      >
        <ul className={styles.grid}>
          {services.map((service, index) => (
            <li key={service.id} className={styles.item}>
              <ServiceCard service={service} number={index + 1} />
            </li>
          ))}
        </ul>
      </DetailsDialog>
    </Section>
  );
}

function ServiceCard({ service, number }: { service: Service; number: number }) {
  return (
    <article className={`cardSurface liftOnFocus ${styles.card}`}>
      <div className={styles.media}>
        <Picture
          image={service.image}
          alt=""
          sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
          className={`cardZoom ${styles.image}`}
        />
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
      </div>
      <div className={styles.body}>
        <span className={styles.badge}>
          <Icon name={service.icon} size={26} />
        </span>
        <h3 className={styles.title}>{service.title}</h3>
        <p className={styles.description}>{service.description}</p>
        <DetailsButton dialogId={dialogId(service)} className={buttonClass('ghost', 'sm', styles.learnMore)}>
          Learn More<span className="srOnly"> about {service.title}</span>
          <Icon name="arrowRight" />
        </DetailsButton>
      </div>
    </article>
  );
}

function ServiceDetails({ service }: { service: Service }) {
  const featuresId = `${dialogId(service)}-features`;
  return (
    <>
      <DialogMedia className={styles.dialogMedia}>
        <Picture
          image={service.image}
          alt=""
          sizes="(min-width: 768px) 720px, 100vw"
          className={styles.image}
        />
      </DialogMedia>
      <DialogBody>
        <div className={styles.dialogHeading}>
          <DialogIcon name={service.icon} />
          <DialogTitle dialogId={dialogId(service)}>{service.title}</DialogTitle>
        </div>
        <p className={styles.dialogDescription}>{service.description}</p>
        <h3 id={featuresId} className={styles.featuresTitle}>
          Key Features
        </h3>
        <ul className={styles.features} aria-labelledby={featuresId}>
          {service.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <span className={styles.check}>
                <Icon name="check" size={16} />
              </span>
              {feature}
            </li>
          ))}
        </ul>
        <div className={styles.dialogActions}>
          <SiteLink href="/contact/" className={buttonClass('accent', 'md')}>
            Get a Quote
            <Icon name="arrowRight" />
          </SiteLink>
        </div>
      </DialogBody>
    </>
  );
}
