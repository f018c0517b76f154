import { ContactButton } from '@/components/sections/shared/ContactButton';
import { buttonClass } from '@/components/ui/Button';
import { DetailsButton, DetailsDialog } from '@/components/ui/DetailsDialog';
import { DialogBody, DialogIcon, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { DialogMedia } from '@/components/ui/Dialog/DialogMedia';
import { Icon } from '@/components/ui/Icon';
import { MediaCard } from '@/components/ui/MediaCard';
import { Section } from '@/components/ui/Section';
import type { Service } from '@/content/types';
import { CardGrid } from '@/components/sections/shared/CardGrid';
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
        <CardGrid
          evenEnds
          cards={services.map((service, index) => ({
            key: service.id,
            card: <ServiceCard service={service} number={index + 1} />,
          }))}
        />
      </DetailsDialog>
    </Section>
  );
}

function ServiceCard({ service, number }: { service: Service; number: number }) {
  return (
    <MediaCard
      image={service.image}
      sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
      liftOnFocus
      badges={
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
      }
      icon={
        <span className={styles.badge}>
          <Icon name={service.icon} size={26} />
        </span>
      }
      title={service.title}
      action={
        <DetailsButton dialogId={dialogId(service)} className={buttonClass('ghost', 'sm', styles.learnMore)}>
          Learn More<span className="srOnly"> about {service.title}</span>
          <Icon name="arrowRight" />
        </DetailsButton>
      }
      classNames={styles}
    >
      <p className={styles.description}>{service.description}</p>
    </MediaCard>
  );
}

function ServiceDetails({ service }: { service: Service }) {
  const featuresId = `${dialogId(service)}-features`;
  return (
    <>
      <DialogMedia
        className={styles.dialogMedia}
        image={service.image}
        alt=""
        sizes="(min-width: 768px) 720px, 100vw"
        imageClassName={styles.image}
      />
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
          <ContactButton>Get a Quote</ContactButton>
        </div>
      </DialogBody>
    </>
  );
}
