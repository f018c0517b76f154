import { perLocale, type Locale, type PerLocale } from '@/lib/i18n';
import { services as bn } from './bn/services';
import { services as en } from './en/services';
import type { ActionWords, IconName, ImagePath, PageIntro, Service, WhatsAppAskText } from './types';

/**
 * The Services page: ten services. The facts (ids, pictures, icons, order) are here, once; each
 * service's title, description and features and the page's words are in content/en/services.ts and
 * content/bn/services.ts (README: "Two languages").
 */

/** What is true of a service in every language. */
export interface ServiceFacts {
  id: string;
  image: ImagePath;
  icon: IconName;
}

/**
 * The ten services, in display order. Order matters: the home page's Core Services are the first
 * six and the footer lists the first seven.
 */
export const serviceFacts = [
  { id: 'building-construction', image: 'services/building-construction.jpg', icon: 'building' },
  { id: 'piling', image: 'services/piling.jpg', icon: 'hardHat' },
  { id: 'earthwork-excavation', image: 'services/earthwork-excavation.jpg', icon: 'crane' },
  { id: 'road-construction', image: 'services/road-construction.jpg', icon: 'road' },
  { id: 'equipment-rental', image: 'services/equipment-rental.jpg', icon: 'truck' },
  { id: 'material-supply', image: 'services/material-supply.jpg', icon: 'factory' },
  { id: 'interior-finishing', image: 'services/interior-finishing.jpg', icon: 'ruler' },
  { id: 'plumbing-sanitary', image: 'services/plumbing-sanitary.jpg', icon: 'wrench' },
  { id: 'renovation', image: 'services/renovation.jpg', icon: 'clipboard' },
  { id: 'project-management', image: 'services/project-management.jpg', icon: 'document' },
] as const satisfies readonly ServiceFacts[];

export type ServiceId = (typeof serviceFacts)[number]['id'];

/** A service's words in one language. */
export type ServiceText = Pick<Service, 'title' | 'description' | 'features'>;

/** The words of the service cards and their modals (components/sections/services/ServiceCatalog). */
export interface ServiceCatalogText extends WhatsAppAskText {
  /** A card's button that opens the service's modal. */
  learnMore: ActionWords;
  /** The heading of the modal's list of five features. */
  keyFeatures: string;
  /** The modal's link to the contact page. */
  getQuote: string;
}

/** The Services page's words in one language: content/en/services.ts and content/bn/services.ts. */
export interface ServicesText {
  items: Record<ServiceId, ServiceText>;
  page: {
    /** The catalogue's heading. */
    catalog: PageIntro;
    /** The closing call to action. */
    contact: PageIntro & { action: string };
    card: ServiceCatalogText;
  };
}

const text = { en, bn } satisfies Record<Locale, ServicesText>;

/** The ten services in each language, in display order. */
export const services: PerLocale<Service[]> = perLocale((locale) =>
  serviceFacts.map((facts) => ({ ...facts, ...text[locale].items[facts.id] })),
);

/** The words around the catalogue on the Services page, in each language (its hero is content/<locale>/pages.ts). */
export const servicesPage = perLocale((locale): ServicesText['page'] => text[locale].page);
