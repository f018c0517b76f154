import type { ServicesText } from '../services';

/** The Services page in English: each service's words by id, and the page's words. */
export const services = {
  items: {
    'building-construction': {
      title: 'Building Construction',
      description:
        'We build residential apartments, commercial buildings and factory sheds from foundation to handover, following approved RAJUK drawings and the Bangladesh National Building Code. Our engineers manage the structural work, masonry and services under one contract, with weekly progress reports to the client.',
      features: [
        'Residential, commercial and industrial buildings',
        'RCC frame and structural works to BNBC',
        'Brick masonry, plastering and roof casting',
        'Cylinder-tested concrete and checked reinforcement',
        'Weekly progress reports and photo updates',
      ],
    },
    piling: {
      title: 'Piling Works',
      description:
        "Dhaka's soft soils make deep foundations essential, and our piling crew installs cast-in-situ bored piles and precast piles for buildings and bridges. Every pile is logged, and integrity and load tests are arranged before the pile caps are cast.",
      features: [
        'Cast-in-situ bored piles up to 30 m deep',
        'Precast RCC pile driving',
        'Pile integrity and static load testing',
        'Pile cap and grade beam construction',
        'Bentonite handling and site drainage',
      ],
    },
    'earthwork-excavation': {
      title: 'Earthwork & Excavation',
      description:
        'We excavate basements, foundations and drains, and raise low-lying plots with sand filling and compaction, a common need on new land across Dhaka and Narayanganj. Our own excavators, bulldozers and dump trucks do the work, so the job is not held up by hired machines.',
      features: [
        'Basement and foundation excavation',
        'Land development and sand filling',
        'Layer-wise compaction with density tests',
        'Shoring and dewatering for deep cuts',
        'Removal and disposal of excavated soil',
      ],
    },
    'road-construction': {
      title: 'Road Construction',
      description:
        'We build and repair access roads, internal estate roads and factory yards, from sub-base preparation to bituminous carpeting. Work is carried out to LGED and RHD specifications with our own rollers and paver.',
      features: [
        'Sub-grade and sub-base preparation',
        'Brick soling, WBM and aggregate base courses',
        'Bituminous carpeting and seal coat',
        'RCC roads, kerbs and side drains',
        'Pothole repair and road maintenance',
      ],
    },
    'equipment-rental': {
      title: 'Equipment Rental',
      description:
        'Contractors and developers rent our excavators, bulldozers, loaders, dump trucks, road rollers and generators by the day, week or month. Machines come with trained operators, fuel arrangements on request and a service team on call.',
      features: [
        'Daily, weekly and monthly rental terms',
        'Experienced, licensed operators',
        'Transport to site on low-bed trailers',
        'Regular maintenance and quick breakdown support',
        'Generators for sites without grid power',
      ],
    },
    'material-supply': {
      title: 'Construction Material Supply',
      description:
        'We supply Sylhet sand, local sand, stone chips, bricks, cement and MS rod in bulk to construction sites around Dhaka. Materials are sourced directly, checked for grade and delivered by our own trucks and bulkhead vessel.',
      features: [
        'Sylhet and local sand in bulk',
        'Stone chips and brick chips to size',
        'First-class bricks, cement and MS rod',
        'Delivery by truck and bulkhead vessel',
        'Measured loads with delivery challans',
      ],
    },
    'interior-finishing': {
      title: 'Interior Finishing',
      description:
        'Our paint and tiles teams finish apartments, offices and showrooms with clean, durable work. We prepare surfaces properly, use branded paints and adhesives, and hand over rooms ready to live or work in.',
      features: [
        'Interior and exterior painting',
        'Floor and wall tiles, including large-format tiles',
        'Putty, primer and surface preparation',
        'False ceilings and partition walls',
        'Door frames, shutters and woodwork',
      ],
    },
    'plumbing-sanitary': {
      title: 'Plumbing & Sanitary',
      description:
        'We install water supply, drainage and sanitary systems for new buildings and replace worn-out lines in older ones. Every line is pressure-tested before it is closed in, and fittings are installed to the manufacturer’s instructions.',
      features: [
        'Water supply lines with uPVC and PPR pipes',
        'Soil, waste and rainwater drainage',
        'Sanitary fittings and bathroom fit-out',
        'Underground and overhead water tanks',
        'Pressure testing before handover',
      ],
    },
    renovation: {
      title: 'Renovation & Repair',
      description:
        'We renovate ageing homes, offices and shops, from damp treatment and crack repair to full interior makeovers. Work is planned around occupants so that families and businesses can keep using the building where possible.',
      features: [
        'Structural crack repair and column jacketing',
        'Roof waterproofing and damp treatment',
        'Kitchen and bathroom remodelling',
        'Re-plastering, re-painting and re-tiling',
        'Phased work around occupied buildings',
      ],
    },
    'project-management': {
      title: 'Project Management & Consultancy',
      description:
        'For clients who build with their own contractors, we provide engineering supervision, cost estimates and quality control. We help with BOQs, tender documents and RAJUK approval paperwork, and represent the client on site.',
      features: [
        'Cost estimates and bills of quantities',
        'Tender preparation and contractor evaluation',
        'Site supervision and quality control',
        'Schedule planning and progress monitoring',
        'Support with RAJUK approval documents',
      ],
    },
  },
  page: {
    catalog: {
      eyebrow: 'What We Do',
      title: 'Ten services, one accountable team',
      lead: 'Choose a service to see what it covers. Most projects combine several, and we plan them together so each stage is ready for the next.',
    },
    contact: {
      eyebrow: 'Start a Project',
      title: 'Have a site, a drawing or just an idea?',
      lead: 'Tell us what you are planning. An engineer will reply within one working day with the next steps and a first estimate.',
      action: 'Get In Touch',
    },
    card: {
      learnMore: { shown: 'Learn More', hiddenAfter: 'about {name}' },
      keyFeatures: 'Key Features',
      getQuote: 'Get a Quote',
      whatsappMessage: (name) => `Hello Unnoti Construction, I would like to ask about ${name}.`,
      whatsapp: { shown: 'Ask on WhatsApp', hiddenAfter: 'about {name}' },
    },
  },
} satisfies ServicesText;
