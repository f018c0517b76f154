import { formatNumber } from '@/lib/i18n';
import type { EquipmentText } from '../equipment';

const number = (value: number) => formatNumber('en', value);

/** The Equipment and Rent pages in English: each unit's name and type by id, the categories' and capacity units' names, the pages' words. */
export const equipment = {
  items: {
    'komatsu-pc210-excavator': { name: 'Komatsu PC210 Excavator', type: 'Hydraulic Excavator' },
    'hitachi-zx350-excavator': { name: 'Hitachi ZX350 Excavator', type: 'Hydraulic Excavator' },
    'caterpillar-d6-bulldozer': { name: 'Caterpillar D6 Bulldozer', type: 'Crawler Bulldozer' },
    'jcb-3dx-backhoe-loader': { name: 'JCB 3DX Backhoe Loader', type: 'Backhoe Loader' },
    'liugong-856-wheel-loader': { name: 'LiuGong 856 Wheel Loader', type: 'Wheel Loader' },
    'hino-dump-truck': { name: 'Hino 10-Wheel Dump Truck', type: 'Dump Truck' },
    'low-bed-trailer': { name: 'Prime Mover with Low-Bed Trailer', type: 'Low-Bed Trailer' },
    'tata-1613-tipper': { name: 'Tata LPK 1613 Tipper', type: 'Tipper Truck' },
    'cummins-500kva-generator': { name: 'Cummins 500 kVA Generator', type: 'Diesel Generator' },
    'sakai-vibratory-roller': { name: 'Sakai SV512 Vibratory Roller', type: 'Vibratory Road Roller' },
    'asphalt-paver': { name: 'Asphalt Paver Finisher', type: 'Asphalt Paver' },
    'bulkhead-cargo-vessel': { name: 'MV Unnoti-1 Bulkhead', type: 'Bulkhead Cargo Vessel' },
  },
  categories: {
    'heavy-equipment': 'Heavy Equipment',
    'medium-equipment': 'Medium Equipment',
    'heavy-vehicles': 'Heavy Vehicles',
    'medium-vehicles': 'Medium Vehicles',
    generators: 'Generators',
    'road-equipment': 'Road Equipment',
    ship: 'Ship',
  },
  capacityUnits: {
    ton: (value) => `${value} Ton`,
    'payload-ton': (value) => `${value} Ton`,
    kva: (value) => `${value} kVA`,
    'bucket-m3': (value) => `${value} m³ Bucket`,
    'loader-bucket-m3': (value) => `${value} m³ Loader Bucket`,
    'paving-width-m': (value) => `${value} m Paving Width`,
  },
  list: {
    filterLabel: 'Filter equipment by category',
    count: (count) => `${number(count)} Equipment Available`,
    empty: 'No equipment found in this category.',
    showAll: 'Show all equipment',
    units: (count) => `${number(count)} ${count === 1 ? 'Equipment Unit' : 'Equipment Units'}`,
  },
  card: {
    type: 'Type',
    capacity: 'Capacity',
    category: 'Category',
    rentNote: 'Available for rent and project deployment',
  },
  details: {
    capacity: 'Supply Capacity',
  },
  enquiry: {
    whatsappMessage: (name) =>
      `Hello Unnoti Construction, I would like to rent the ${name}. Is it available, and what are your rates?`,
    whatsapp: { shown: 'Ask on WhatsApp', hiddenAfter: 'about renting the {name}' },
    contactLabel: 'Send an Enquiry',
  },
  equipmentPage: {
    fleet: {
      eyebrow: 'The Fleet',
      title: 'Machines we own and operate',
      lead: 'Every unit is maintained in our own yard and goes out with a trained operator. Choose a machine to see its capacity.',
    },
    categories: {
      eyebrow: 'Browse by Category',
      title: 'Our fleet at a glance',
      lead: 'Seven kinds of machinery, from excavators to river transport. Choose one to see only those units.',
    },
  },
  rentPage: {
    fleet: {
      eyebrow: 'Available for Rent',
      title: 'Machines ready for your site',
      lead: 'Daily, weekly and monthly hire, with operators and fuel arranged on request. Choose a machine to see its capacity and ask about rates.',
    },
    categories: {
      eyebrow: 'Browse by Category',
      title: 'Equipment Categories',
      lead: 'Choose a category to see the units we can send to your site.',
    },
  },
} satisfies EquipmentText;
