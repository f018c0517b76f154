import type { AboutText } from '../about';

/** The About page in English: the story, the chart's roles, the cards, the message, the timeline, by id. */
export const about = {
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Unnoti Construction was founded in Uttara, Dhaka in 2019 by a civil engineer who had spent years watching projects slip because piling rigs arrived late, sand arrived wet and subcontractors blamed one another. The company began with a handful of engineers, one excavator and a promise to finish what it started.',
      'Within two years we had added our own dump trucks, a piling crew and a material supply desk that buys sand, stone chips and bricks directly from the source. Owning the equipment and the supply chain meant we could plan a job from soil test to handover and keep to the schedule we gave the client.',
      'Today Unnoti Construction & Supply Ltd. builds residential and commercial buildings, rents heavy equipment to other contractors and supplies construction materials across the Dhaka region. Our motto, "Improve the possibilities", is how we approach every site: find the practical way to build better, safer and on time.',
    ],
    imageAlt: 'The eight-storey commercial building we built in Sector 11, Uttara',
  },
  stats: {
    'years-of-experience': 'Years of Experience',
    'team-members': 'Team Members',
  },
  orgChart: {
    roles: {
      'managing-director': 'CEO / Managing Director',
      'operations-manager': 'Operations Manager',
      'site-supervisors': 'Site Supervisors',
      workers: 'Workers',
      'finance-admin-manager': 'Finance & Admin Manager',
      'business-development-manager': 'Business Development Manager',
    },
    staff: {
      'project-engineers': 'Project Engineers',
      'source-manager': 'Source Manager',
      'equipment-fleet-in-charge': 'Equipment & Fleet In-charge',
      'store-keeper': 'Store Keeper',
      'piling-foreman': 'Piling Foreman',
      'head-mason': 'Head Mason',
      'head-carpenter': 'Head Carpenter',
      masons: 'Masons',
      'piling-crew': 'Piling Crew',
      'rod-binders': 'Rod Binders',
      carpenters: 'Carpenters',
      'equipment-operators': 'Equipment Operators',
      painters: 'Painters',
      plumbers: 'Plumbers',
      'tile-fitters': 'Tile Fitters',
      'truck-drivers': 'Truck Drivers',
      'accounts-officer': 'Accounts Officer',
      'hr-admin-officer': 'HR & Admin Officer',
      'office-assistant': 'Office Assistant',
      'executive-officer-client-relations': 'Executive Officer (Client Relations)',
      'tender-estimation-officer': 'Tender & Estimation Officer',
      'rental-desk-officer': 'Rental Desk Officer',
    },
  },
  missionVisionValues: {
    mission: {
      title: 'Our Mission',
      description:
        'To deliver sound buildings, dependable equipment and quality materials on the schedule and budget we agree with each client, with safe sites and honest dealing at every step.',
    },
    vision: {
      title: 'Our Vision',
      description:
        'To be the construction partner developers and families across Bangladesh turn to first, known for structures that last and for keeping our word.',
    },
    values: {
      title: 'Our Values',
      description:
        'Integrity in pricing and reporting, safety before speed, respect for every worker on site, and care for the neighbourhoods and rivers we work beside.',
    },
  },
  proprietor: {
    message: [
      'When we started Unnoti Construction in 2019, our aim was straightforward: to build the way we would want our own homes to be built. That means proper soil investigation before piling, honest concrete mixes, and steel and bricks we have checked ourselves.',
      'Over the past years our clients have trusted us with their buildings, their sites and their deadlines. We have answered that trust by investing in our own machines, in a dependable supply chain and, above all, in the people who do the work, from our engineers to the masons and drivers on site.',
      'Whether you need a complete building, a fleet of equipment for a few months or a steady supply of materials, you will deal with one accountable team. I invite you to talk to us about your next project.',
    ],
    portraitAlt: (name) => `Portrait of ${name}`,
  },
  timeline: {
    'company-founded': {
      title: 'Company Founded',
      event:
        'Unnoti Construction opens its office in Uttara, Dhaka with a small engineering team and its first hydraulic excavator.',
    },
    'first-building-handed-over': {
      title: 'First Building Handed Over',
      event:
        'We complete our first residential building in Uttara and add dump trucks to carry our own earth and materials.',
    },
    'piling-and-equipment-rental': {
      title: 'Piling & Equipment Rental',
      event:
        'A dedicated piling crew is formed and we begin renting excavators, loaders and trucks to other contractors.',
    },
    'material-supply-division': {
      title: 'Material Supply Division',
      event:
        'We start supplying Sylhet sand, stone chips, bricks and cement directly to sites, with a bulkhead vessel for river-borne sand.',
    },
    'branch-office-opens': {
      title: 'Branch Office Opens',
      event:
        'A branch office and equipment yard open outside the city, bringing our machines closer to sites on the Dhaka–Aricha corridor.',
    },
    'fifty-projects-completed': {
      title: 'Fifty Projects Completed',
      event:
        'With more than 50 projects delivered, we expand into road works and interior finishing so clients can hand us a job from foundation to final finish.',
    },
  },
  sections: {
    story: { eyebrow: 'Who We Are' },
    orgChart: {
      eyebrow: 'Our Structure',
      title: 'Organisation Chart',
      lead: 'One clear line of responsibility, from the Managing Director to every crew on site.',
    },
    missionVisionValues: {
      eyebrow: 'What Drives Us',
      title: 'Mission, Vision & Values',
      lead: 'The commitments behind every foundation we pile and every load we deliver.',
    },
    proprietor: {
      eyebrow: 'Message from the Proprietor',
      title: 'Building the way we would build our own homes',
    },
    timeline: {
      eyebrow: 'Our Journey',
      title: 'Milestones, 2019 to 2024',
      lead: 'From one excavator and a small engineering team to more than fifty completed projects.',
    },
  },
  labels: {
    founded: 'Founded',
    stats: 'At a glance',
    orgChart: {
      chart: 'Organisation chart',
      staff: (role) => `Staff of ${role}`,
      reports: (role) => `Reporting to ${role}`,
    },
  },
} satisfies AboutText;
