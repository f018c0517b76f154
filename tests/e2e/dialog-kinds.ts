import type { Locator, Page } from '@playwright/test';
import { equipment as equipmentIn } from '../../content/equipment';
import { licenseDocuments as licenseDocumentsIn, licensesPage } from '../../content/licenses';
import { services as servicesIn, servicesPage } from '../../content/services';
import { shellText } from '../../content/shell';
import { supplyMaterials as supplyMaterialsIn } from '../../content/supply';
import { actionName } from './fixtures';

/** Every kind of modal of the site: where a visitor finds it, the button that opens it, its name. */
export interface DialogKind {
  kind: string;
  path: string;
  opener: (page: Page) => Locator;
  /** The dialog's accessible name. */
  name: string;
  /** Only shown from 1024 px (spec: the Company Profile button is desktop only). */
  desktopOnly?: boolean;
}

// The first item of each list, as the English pages name it.
const [service] = servicesIn.en;
const [unit] = equipmentIn.en;
const [material] = supplyMaterialsIn.en;
const [licence] = licenseDocumentsIn.en;
const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const viewDetails = (name: string) => button(actionName(shellText.en.viewDetails, name));

/**
 * The Rent page's modal is the Equipment page's (both are components/sections/equipment/
 * EquipmentCatalog): the Equipment page stands for both.
 */
export const dialogKinds: readonly DialogKind[] = [
  { kind: 'menu', path: '/', opener: button('Menu'), name: 'Menu' },
  { kind: 'privacy policy', path: '/about/', opener: button('Privacy Policy'), name: 'Privacy Policy' },
  {
    kind: 'company profile viewer',
    path: '/',
    opener: button('Company Profile'),
    name: 'Company Profile',
    desktopOnly: true,
  },
  {
    kind: 'service',
    path: '/services/',
    opener: button(actionName(servicesPage.en.card.learnMore, service!.title)),
    name: service!.title,
  },
  { kind: 'equipment', path: '/equipment/', opener: viewDetails(unit!.name), name: unit!.name },
  { kind: 'supply', path: '/supply/', opener: viewDetails(material!.name), name: material!.name },
  {
    kind: 'licence',
    path: '/licenses/',
    opener: button(licensesPage.en.documentCard.view.replace('{title}', licence!.title)),
    name: licence!.title,
  },
];

/** The dialog's own close button: 'Close' in every kind (the privacy policy has a second, named for it). */
export const closeButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Close', exact: true });
