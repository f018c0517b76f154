import { formatNumber } from '@/lib/i18n';
import type { TeamText } from '../team';

const number = (value: number) => formatNumber('en', value);

/** The Team page in English: each member's name, position and bio by id, the categories' names, the page's words. */
export const team = {
  members: {
    'mahbubur-rahman': {
      name: 'Engr. Md. Mahbubur Rahman',
      position: 'Proprietor & Managing Director',
      bio: "A civil engineer who founded Unnoti Construction in 2019, he leads the company's strategy and reviews every major project from tender to handover.",
    },
    'farhana-yasmin': {
      name: 'Farhana Yasmin',
      position: 'Executive Officer (Projects)',
      bio: 'Farhana coordinates schedules, budgets and client reporting across active sites, and keeps the head office and site teams working from the same plan.',
    },
    'tanvir-ahmed': {
      name: 'Tanvir Ahmed',
      position: 'Executive Officer (Business Development)',
      bio: 'Tanvir handles tenders, rental enquiries and client relations, and prepares quotations with the engineering team.',
    },
    'shirin-sultana': {
      name: 'Shirin Sultana',
      position: 'Admin Manager',
      bio: 'Shirin runs the Uttara office, from staff records and payroll to licences and vendor contracts.',
    },
    'abdul-karim': {
      name: 'Abdul Karim',
      position: 'Accounts Officer',
      bio: "Abdul keeps the company's books, processes supplier bills and prepares VAT and tax returns with the company's auditors.",
    },
    'nusrat-jahan': {
      name: 'Nusrat Jahan',
      position: 'HR & Admin Officer',
      bio: 'Nusrat manages recruitment, attendance and worker welfare, including safety equipment issue and training records.',
    },
    'kamrul-hasan': {
      name: 'Kamrul Hasan',
      position: 'Store Keeper',
      bio: 'Kamrul controls the central store, logging every bag of cement, tonne of rod and spare part that goes out to site.',
    },
    'sajjad-hossain': {
      name: 'Engr. Sajjad Hossain',
      position: 'Senior Civil Engineer',
      bio: 'Sajjad leads the engineering team and is responsible for structural quality, site safety and technical sign-off on every project.',
    },
    'nadia-islam': {
      name: 'Engr. Nadia Islam',
      position: 'Structural Engineer',
      bio: 'Nadia checks structural drawings, prepares bar bending schedules and reviews pile and concrete test results.',
    },
    'rezaul-karim': {
      name: 'Engr. Rezaul Karim',
      position: 'Civil Engineer',
      bio: 'Rezaul supervises building sites day to day, from setting out and piling to slab casting and finishing.',
    },
    'arif-chowdhury': {
      name: 'Engr. Arif Chowdhury',
      position: 'Site Engineer',
      bio: 'Arif manages earthwork and road projects, planning equipment deployment and compaction testing.',
    },
    'sumaiya-rahman': {
      name: 'Engr. Sumaiya Rahman',
      position: 'Quantity Surveyor',
      bio: 'Sumaiya prepares estimates and bills of quantities and measures completed work for client billing.',
    },
    'mizanur-rahman': {
      name: 'Mizanur Rahman',
      position: 'Diploma Engineer (Civil)',
      bio: 'Mizanur supports site engineers with layout, levelling and daily progress records on building projects.',
    },
    'shafiqul-alam': {
      name: 'Shafiqul Alam',
      position: 'Land Surveyor',
      bio: 'Shafiqul carries out plot surveys, levels and setting out with total station and auto level.',
    },
    'jahangir-alam': {
      name: 'Jahangir Alam',
      position: 'Source Manager',
      bio: 'Jahangir buys sand, stone chips and bricks directly from quarries, ghats and kilns, and schedules truck and vessel deliveries to site.',
    },
    'abul-kalam': {
      name: 'Abul Kalam',
      position: 'Piling Foreman',
      bio: 'With more than fifteen years on piling rigs, Abul leads the piling crew and keeps a log of every bore and pour.',
    },
    'habibur-rahman': {
      name: 'Habibur Rahman',
      position: 'Piling Rig Operator',
      bio: 'Habibur operates the boring rig and tremie equipment for cast-in-situ piles.',
    },
    'shahidul-islam': {
      name: 'Shahidul Islam',
      position: 'Piling Technician',
      bio: 'Shahidul handles reinforcement cages, bentonite mixing and pile cut-off work.',
    },
    'rubel-mia': {
      name: 'Rubel Mia',
      position: 'Piling Crew Member',
      bio: 'Rubel assists with boring, casing and concrete pours on piling sites.',
    },
    'selim-reza': {
      name: 'Selim Reza',
      position: 'Piling Crew Member',
      bio: 'Selim works on pile cage lowering, tremie handling and site cleaning after each pour.',
    },
    'nurul-amin': {
      name: 'Nurul Amin',
      position: 'Head Mason',
      bio: 'Nurul leads the masonry team on foundations, brick walls and plaster work, and trains new masons on site.',
    },
    'mofizul-haque': {
      name: 'Mofizul Haque',
      position: 'Mason',
      bio: 'Mofizul builds brick walls and pile caps and finishes plaster to line and level.',
    },
    'sohel-rana': {
      name: 'Sohel Rana',
      position: 'Mason',
      bio: 'Sohel works on grade beams, brick soling and boundary walls.',
    },
    'alamgir-hossain': {
      name: 'Alamgir Hossain',
      position: 'Rod Binder',
      bio: 'Alamgir cuts, bends and ties reinforcement to the bar bending schedule for footings, columns and slabs.',
    },
    'liton-sheikh': {
      name: 'Liton Sheikh',
      position: 'Shuttering Assistant',
      bio: 'Liton helps fix and strip formwork and keeps the casting area ready for each pour.',
    },
    'monir-hossain': {
      name: 'Monir Hossain',
      position: 'Senior Excavator Operator',
      bio: 'Monir operates our large hydraulic excavators on basement and land development work and mentors junior operators.',
    },
    'babul-miah': {
      name: 'Babul Miah',
      position: 'Excavator Operator',
      bio: 'Babul handles foundation and drain excavation, loading dump trucks with care around neighbouring structures.',
    },
    'anwar-hossain': {
      name: 'Anwar Hossain',
      position: 'Bulldozer & Loader Operator',
      bio: 'Anwar spreads and levels fill on land development sites and runs the wheel loader at our material yard.',
    },
    'faruk-ahmed': {
      name: 'Faruk Ahmed',
      position: 'Backhoe Loader Operator',
      bio: 'Faruk operates the backhoe loader for trenching, utility work and material handling on smaller sites.',
    },
    'delwar-hossain': {
      name: 'Delwar Hossain',
      position: 'Paint Supervisor',
      bio: "Delwar plans paint work, checks surface preparation and makes sure each coat meets the manufacturer's specification.",
    },
    'rina-akter': {
      name: 'Rina Akter',
      position: 'Painter',
      bio: 'Rina specialises in interior putty, primer and finish coats for apartments and offices.',
    },
    'jamal-uddin': {
      name: 'Jamal Uddin',
      position: 'Painter',
      bio: 'Jamal works on exterior weather coat and scaffold painting on multi-storey buildings.',
    },
    'masud-rana': {
      name: 'Masud Rana',
      position: 'Painter',
      bio: 'Masud handles enamel work on doors, grills and steel railings.',
    },
    'shahjahan-ali': {
      name: 'Shahjahan Ali',
      position: 'Plumbing Foreman',
      bio: 'Shahjahan leads plumbing installations and pressure-tests every line before it is closed in.',
    },
    'ripon-mia': {
      name: 'Ripon Mia',
      position: 'Plumber',
      bio: 'Ripon installs water supply and drainage lines and fixes sanitary ware in bathrooms and kitchens.',
    },
    'kawsar-ahmed': {
      name: 'Kawsar Ahmed',
      position: 'Plumber',
      bio: 'Kawsar works on water tanks, pumps and underground drainage connections.',
    },
    'abdur-rashid': {
      name: 'Abdur Rashid',
      position: 'Head Carpenter',
      bio: 'Abdur leads formwork for columns, beams and slabs, and oversees door and window frame installation.',
    },
    'sirajul-islam': {
      name: 'Sirajul Islam',
      position: 'Carpenter',
      bio: 'Sirajul builds and fixes shuttering and makes door frames and shutters at the site workshop.',
    },
    'humayun-kabir': {
      name: 'Humayun Kabir',
      position: 'Carpenter',
      bio: 'Humayun fits false ceilings, partitions and interior woodwork in finishing projects.',
    },
    'nazmul-huda': {
      name: 'Nazmul Huda',
      position: 'Shuttering Carpenter',
      bio: 'Nazmul specialises in staircase and slab formwork, keeping props and shuttering true before every pour.',
    },
    'mostafa-kamal': {
      name: 'Mostafa Kamal',
      position: 'Tiles Fitting Foreman',
      bio: 'Mostafa plans tile layouts and leads floor and wall tiling in lobbies, apartments and bathrooms.',
    },
    'parvez-hossain': {
      name: 'Parvez Hossain',
      position: 'Tiles Fitter',
      bio: 'Parvez lays floor and wall tiles, including large-format porcelain slabs.',
    },
    'salma-khatun': {
      name: 'Salma Khatun',
      position: 'Tiles Finishing Assistant',
      bio: 'Salma handles grouting, cleaning and final finishing of tiled areas before handover.',
    },
    'aminul-islam': {
      name: 'Aminul Islam',
      position: 'Senior Truck Driver',
      bio: 'Aminul drives our prime mover and low-bed trailer, moving excavators and heavy machines between sites.',
    },
    'shamim-hossain': {
      name: 'Shamim Hossain',
      position: 'Dump Truck Driver',
      bio: 'Shamim carries excavated soil and fill material on earthwork and land development projects.',
    },
    'belal-uddin': {
      name: 'Belal Uddin',
      position: 'Truck Driver',
      bio: 'Belal delivers sand, stone chips and bricks from our yard and supply points to client sites.',
    },
  },
  categories: {
    admin: 'Admin',
    engineering: 'Engineering',
    'executive-officer': 'Executive Officer',
    piling: 'Piling',
    'source-manager': 'Source Manager',
    'base-wall': 'Base/Wall',
    excavator: 'Excavator',
    'paint-section': 'Paint Section',
    plumbing: 'Plumbing',
    carpentry: 'Carpentry',
    'tiles-fitting': 'Tiles Fitting',
    truck: 'Truck',
  },
  page: {
    directory: {
      eyebrow: 'Meet the Team',
      title: 'Find the right person for the job',
      lead: 'Choose a trade to see who does what, then write or call them directly.',
    },
    categories: {
      eyebrow: 'Across the Trades',
      title: 'Twelve teams, one crew',
      lead: 'How many professionals work in each part of the company. Choose a team to see its people.',
    },
    filterLabel: 'Filter team by category',
    // The spec's wording, singular for every count.
    count: (count) => `${number(count)} person found`,
    listLabel: 'Team members',
    pagerLabel: 'Team pages',
    units: (count) => `${number(count)} ${count === 1 ? 'Professional' : 'Professionals'}`,
    card: {
      email: (name) => `E-mail ${name}`,
      call: (name) => `Call ${name}`,
    },
  },
} satisfies TeamText;
