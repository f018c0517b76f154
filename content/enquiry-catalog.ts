import type { EnquiryCatalog } from '@/lib/enquiry';
import { perLocale, type PerLocale } from '@/lib/i18n';
import { enquiryText } from './enquiry';
import { equipment } from './equipment';
import { services } from './services';
import { supplyMaterials } from './supply';

/** Every item a visitor can ask about, by kind and id, named in the page's language: what the contact page lists. */
export const enquiryCatalog: PerLocale<EnquiryCatalog> = perLocale((locale) => ({
  machine: Object.fromEntries(equipment[locale].map((item) => [item.id, { name: item.name }])),
  material: Object.fromEntries(
    supplyMaterials[locale].map((item) => [
      item.id,
      { name: item.name, unit: enquiryText[locale].units[item.unit] },
    ]),
  ),
  service: Object.fromEntries(services[locale].map((item) => [item.id, { name: item.title }])),
}));
