import type { Equipment, EquipmentCategory, IconName, PageIntro } from './types';

/** The fleet shown on the Equipment and Rent pages, twelve units across all seven categories. */
export const equipment = [
  {
    id: 'komatsu-pc210-excavator',
    name: 'Komatsu PC210 Excavator',
    type: 'Hydraulic Excavator',
    category: 'Heavy Equipment',
    capacity: '21 Ton',
    image: 'equipment/komatsu-pc210-excavator.jpg',
  },
  {
    id: 'hitachi-zx350-excavator',
    name: 'Hitachi ZX350 Excavator',
    type: 'Hydraulic Excavator',
    category: 'Heavy Equipment',
    capacity: '35 Ton',
    image: 'equipment/hitachi-zx350-excavator.jpg',
  },
  {
    id: 'caterpillar-d6-bulldozer',
    name: 'Caterpillar D6 Bulldozer',
    type: 'Crawler Bulldozer',
    category: 'Heavy Equipment',
    capacity: '20 Ton',
    image: 'equipment/caterpillar-d6-bulldozer.jpg',
  },
  {
    id: 'jcb-3dx-backhoe-loader',
    name: 'JCB 3DX Backhoe Loader',
    type: 'Backhoe Loader',
    category: 'Medium Equipment',
    capacity: '1.1 m³ Loader Bucket',
    image: 'equipment/jcb-3dx-backhoe-loader.jpg',
  },
  {
    id: 'liugong-856-wheel-loader',
    name: 'LiuGong 856 Wheel Loader',
    type: 'Wheel Loader',
    category: 'Medium Equipment',
    capacity: '3 m³ Bucket',
    image: 'equipment/liugong-856-wheel-loader.jpg',
  },
  {
    id: 'hino-dump-truck',
    name: 'Hino 10-Wheel Dump Truck',
    type: 'Dump Truck',
    category: 'Heavy Vehicles',
    capacity: '20 Ton',
    image: 'equipment/hino-dump-truck.jpg',
  },
  {
    id: 'low-bed-trailer',
    name: 'Prime Mover with Low-Bed Trailer',
    type: 'Low-Bed Trailer',
    category: 'Heavy Vehicles',
    capacity: '40 Ton',
    image: 'equipment/low-bed-trailer.jpg',
  },
  {
    id: 'tata-1613-tipper',
    name: 'Tata LPK 1613 Tipper',
    type: 'Tipper Truck',
    category: 'Medium Vehicles',
    capacity: '10 Ton',
    image: 'equipment/tata-1613-tipper.jpg',
  },
  {
    id: 'cummins-500kva-generator',
    name: 'Cummins 500 kVA Generator',
    type: 'Diesel Generator',
    category: 'Generators',
    capacity: '500 kVA',
    image: 'equipment/cummins-500kva-generator.jpg',
  },
  {
    id: 'sakai-vibratory-roller',
    name: 'Sakai SV512 Vibratory Roller',
    type: 'Vibratory Road Roller',
    category: 'Road Equipment',
    capacity: '12 Ton',
    image: 'equipment/sakai-vibratory-roller.jpg',
  },
  {
    id: 'asphalt-paver',
    name: 'Asphalt Paver Finisher',
    type: 'Asphalt Paver',
    category: 'Road Equipment',
    capacity: '6 m Paving Width',
    image: 'equipment/asphalt-paver.jpg',
  },
  {
    id: 'bulkhead-cargo-vessel',
    name: 'MV Unnoti-1 Bulkhead',
    type: 'Bulkhead Cargo Vessel',
    category: 'Ship',
    capacity: '1,500 Ton',
    image: 'equipment/bulkhead-cargo-vessel.jpg',
  },
] satisfies Equipment[];

/** The symbol of each category on the category tiles of the Equipment and Rent pages. */
export const equipmentCategoryIcons = {
  'Heavy Equipment': 'crane',
  'Medium Equipment': 'wrench',
  'Heavy Vehicles': 'truck',
  'Medium Vehicles': 'truck',
  Generators: 'zap',
  'Road Equipment': 'road',
  Ship: 'ship',
} satisfies Record<EquipmentCategory, IconName>;

/** The headings of the Equipment page's sections under the hero. */
export const equipmentPage = {
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
} satisfies Record<string, PageIntro>;

/** The headings of the Rent page's sections under the hero, and the enquiry a rental modal offers. */
export const rentPage = {
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
  enquiry: {
    /** The prefilled WhatsApp message; `{name}` becomes the machine's name. */
    whatsappMessage:
      'Hello Unnoti Construction, I would like to rent the {name}. Is it available, and what are your rates?',
    whatsappLabel: 'Ask on WhatsApp',
    contactLabel: 'Send an Enquiry',
  },
} satisfies { fleet: PageIntro; categories: PageIntro; enquiry: Record<string, string> };
