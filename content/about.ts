import type { InfoCard, OrgNode, Proprietor, SectionIntro, Stat, Story, TimelineEntry } from './types';

export const story = {
  heading: 'Our Story',
  paragraphs: [
    'Unnoti Construction was founded in Uttara, Dhaka in 2019 by a civil engineer who had spent years watching projects slip because piling rigs arrived late, sand arrived wet and subcontractors blamed one another. The company began with a handful of engineers, one excavator and a promise to finish what it started.',
    'Within two years we had added our own dump trucks, a piling crew and a material supply desk that buys sand, stone chips and bricks directly from the source. Owning the equipment and the supply chain meant we could plan a job from soil test to handover and keep to the schedule we gave the client.',
    'Today Unnoti Construction & Supply Ltd. builds residential and commercial buildings, rents heavy equipment to other contractors and supplies construction materials across the Dhaka region. Our motto, "Improve the possibilities", is how we approach every site: find the practical way to build better, safer and on time.',
  ],
  image: 'projects/uttara-commercial-building-1.jpg',
  imageAlt: 'The eight-storey commercial building we built in Sector 11, Uttara',
} satisfies Story;

/** The About page's stats pair. Its team figure differs from the home page's; the spec shows both. */
export const aboutStats = [
  { value: '5+', label: 'Years of Experience', icon: 'calendar' },
  { value: '45+', label: 'Team Members', icon: 'users' },
] satisfies Stat[];

export const orgChart = {
  role: 'CEO / Managing Director',
  children: [
    {
      role: 'Operations Manager',
      staff: ['Project Engineers', 'Source Manager', 'Equipment & Fleet In-charge', 'Store Keeper'],
      children: [
        {
          role: 'Site Supervisors',
          staff: ['Piling Foreman', 'Head Mason', 'Head Carpenter'],
          children: [
            {
              role: 'Workers',
              staff: [
                'Masons',
                'Piling Crew',
                'Rod Binders',
                'Carpenters',
                'Equipment Operators',
                'Painters',
                'Plumbers',
                'Tile Fitters',
                'Truck Drivers',
              ],
            },
          ],
        },
      ],
    },
    {
      role: 'Finance & Admin Manager',
      staff: ['Accounts Officer', 'HR & Admin Officer', 'Office Assistant'],
    },
    {
      role: 'Business Development Manager',
      staff: ['Executive Officer (Client Relations)', 'Tender & Estimation Officer', 'Rental Desk Officer'],
    },
  ],
} satisfies OrgNode;

export const missionVisionValues = [
  {
    title: 'Our Mission',
    description:
      'To deliver sound buildings, dependable equipment and quality materials on the schedule and budget we agree with each client, with safe sites and honest dealing at every step.',
    icon: 'target',
  },
  {
    title: 'Our Vision',
    description:
      'To be the construction partner developers and families across Bangladesh turn to first, known for structures that last and for keeping our word.',
    icon: 'eye',
  },
  {
    title: 'Our Values',
    description:
      'Integrity in pricing and reporting, safety before speed, respect for every worker on site, and care for the neighbourhoods and rivers we work beside.',
    icon: 'heart',
  },
] satisfies InfoCard[];

export const proprietor = {
  name: 'Engr. Md. Mahbubur Rahman',
  title: 'Proprietor & Managing Director',
  message: [
    'When we started Unnoti Construction in 2019, our aim was straightforward: to build the way we would want our own homes to be built. That means proper soil investigation before piling, honest concrete mixes, and steel and bricks we have checked ourselves.',
    'Over the past years our clients have trusted us with their buildings, their sites and their deadlines. We have answered that trust by investing in our own machines, in a dependable supply chain and, above all, in the people who do the work, from our engineers to the masons and drivers on site.',
    'Whether you need a complete building, a fleet of equipment for a few months or a steady supply of materials, you will deal with one accountable team. I invite you to talk to us about your next project.',
  ],
} satisfies Proprietor;

/** One entry per year from founding, in order. */
export const timeline = [
  {
    year: 2019,
    title: 'Company Founded',
    event:
      'Unnoti Construction opens its office in Uttara, Dhaka with a small engineering team and its first hydraulic excavator.',
  },
  {
    year: 2020,
    title: 'First Building Handed Over',
    event:
      'We complete our first residential building in Uttara and add dump trucks to carry our own earth and materials.',
  },
  {
    year: 2021,
    title: 'Piling & Equipment Rental',
    event:
      'A dedicated piling crew is formed and we begin renting excavators, loaders and trucks to other contractors.',
  },
  {
    year: 2022,
    title: 'Material Supply Division',
    event:
      'We start supplying Sylhet sand, stone chips, bricks and cement directly to sites, with a bulkhead vessel for river-borne sand.',
  },
  {
    year: 2023,
    title: 'Branch Office Opens',
    event:
      'A branch office and equipment yard open outside the city, bringing our machines closer to sites on the Dhaka–Aricha corridor.',
  },
  {
    year: 2024,
    title: 'Fifty Projects Completed',
    event:
      'With more than 50 projects delivered, we expand into road works and interior finishing so clients can hand us a job from foundation to final finish.',
  },
] satisfies TimelineEntry[];

/** The headings that open each section of the About page. */
export const aboutSections = {
  story: { eyebrow: 'Who We Are', title: story.heading },
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
} satisfies Record<string, SectionIntro>;
