import clsx from 'clsx';
import { ActionLabel } from '@/components/ui/ActionLabel';
import { buttonClass } from '@/components/ui/Button';
import { EnquiryActions } from '@/components/sections/shared/EnquiryActions';
import { EnquiryToggle } from '@/components/sections/shared/EnquiryToggle';
import { enquiryControls } from '@/content/enquiry';
import { DetailsButton } from '@/components/ui/DetailsDialog';
import { DialogBody, DialogIcon, DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { DialogMedia } from '@/components/ui/Dialog/DialogMedia';
import { Icon } from '@/components/ui/Icon';
import { MediaCard } from '@/components/ui/MediaCard';
import { Section } from '@/components/ui/Section';
import type { ServiceCatalogText } from '@/content/services';
import type { Service } from '@/content/types';
import { formatNumber, type Locale } from '@/lib/i18n';
import { DetailsCardGrid } from '@/components/sections/shared/DetailsCardGrid';
import styles from './index.module.css';

/** The id of a service's modal. */
const dialogId = (service: Service) => `service-${service.id}`;

export interface ServiceCatalogProps {
  /** The page's language: the cards' numbers are in its digits, the modals' links go to its Contact page. */
  locale: Locale;
  eyebrow: string;
  title: string;
  lead: string;
  /** The services in the page's language, in display order. */
  services: readonly Service[];
  /** The cards' and modals' words in the page's language (content/services.ts's servicesPage[locale].card). */
  text: ServiceCatalogText;
}

/** The Services page grid: one card per service; Learn More opens the service's details in a modal. */
export function ServiceCatalog({ locale, eyebrow, title, lead, services, text }: ServiceCatalogProps) {
  return (
    <Section headingId="service-catalog-title" eyebrow={eyebrow} title={title} lead={lead} tone="warm">
      <DetailsCardGrid
        locale={locale}
        items={services}
        dialogId={dialogId}
        evenEnds
        card={(service, index) => (
          <ServiceCard
            locale={locale}
            service={service}
            number={formatNumber(locale, index + 1, { minimumIntegerDigits: 2 })}
            text={text}
          />
        )}
        details={(service) => <ServiceDetails locale={locale} service={service} text={text} />}
      />
    </Section>
  );
}

function ServiceCard({
  locale,
  service,
  number,
  text,
}: {
  locale: Locale;
  service: Service;
  number: string;
  text: ServiceCatalogText;
}) {
  return (
    <MediaCard
      image={service.image}
      sizes="(min-width: 1280px) 600px, (min-width: 640px) 50vw, 100vw"
      liftOnFocus
      badges={
        <span className={styles.number} aria-hidden="true">
          {number}
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
          <ActionLabel words={text.learnMore} name={service.title} />
          <Icon name="arrowRight" />
        </DetailsButton>
      }
      classNames={styles}
    >
      <p className={styles.description}>{service.description}</p>
      <EnquiryToggle kind="service" id={service.id} name={service.title} text={enquiryControls[locale]} />
    </MediaCard>
  );
}

interface ServiceDetailsProps {
  locale: Locale;
  service: Service;
  text: ServiceCatalogText;
}

function ServiceDetails({ locale, service, text }: ServiceDetailsProps) {
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
        <h3 id={featuresId} className={clsx('capsLabel', styles.featuresTitle)}>
          {text.keyFeatures}
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
        <EnquiryActions
          locale={locale}
          kind="service"
          id={service.id}
          name={service.title}
          whatsapp={text}
          contact={text.getQuote}
          className={styles.dialogActions}
        />
      </DialogBody>
    </>
  );
}
