import type { Locator, Page } from '@playwright/test';
import { equipment as equipmentIn } from '../../content/equipment';
import { licenseDocuments as licenseDocumentsIn } from '../../content/licenses';
import { services as servicesIn } from '../../content/services';
import { supplyMaterials as supplyMaterialsIn } from '../../content/supply';

// The dialogs as the English pages name them.
const equipment = equipmentIn.en;
const licenseDocuments = licenseDocumentsIn.en;
const services = servicesIn.en;
const supplyMaterials = supplyMaterialsIn.en;

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

const firstUnit = equipment[0]!;

export const dialogKinds: readonly DialogKind[] = [
  { kind: 'menu', path: '/', opener: (page) => page.getByRole('button', { name: 'Menu' }), name: 'Menu' },
  {
    kind: 'privacy policy',
    path: '/about/',
    opener: (page) => page.getByRole('button', { name: 'Privacy Policy' }),
    name: 'Privacy Policy',
  },
  {
    kind: 'company profile viewer',
    path: '/',
    opener: (page) => page.getByRole('button', { name: 'Company Profile' }),
    name: 'Company Profile',
    desktopOnly: true,
  },
  {
    kind: 'service',
    path: '/services/',
    opener: (page) => page.getByRole('button', { name: `Learn More about ${services[0]!.title}` }),
    name: services[0]!.title,
  },
  {
    kind: 'equipment',
    path: '/equipment/',
    opener: (page) => page.getByRole('button', { name: `View Details of ${firstUnit.name}` }),
    name: firstUnit.name,
  },
  {
    kind: 'rent',
    path: '/rent/',
    opener: (page) => page.getByRole('button', { name: `View Details of ${firstUnit.name}` }),
    name: firstUnit.name,
  },
  {
    kind: 'supply',
    path: '/supply/',
    opener: (page) => page.getByRole('button', { name: `View Details of ${supplyMaterials[0]!.name}` }),
    name: supplyMaterials[0]!.name,
  },
  {
    kind: 'licence',
    path: '/licenses/',
    opener: (page) => page.getByRole('button', { name: `View ${licenseDocuments[0]!.title}` }),
    name: licenseDocuments[0]!.title,
  },
];

/** The dialog's own close button: 'Close' in every kind (the privacy policy has a second, named for it). */
export const closeButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Close', exact: true });
