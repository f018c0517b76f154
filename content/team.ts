import { perLocale, type Locale } from '@/lib/i18n';
import { team as bn } from './bn/team';
import { team as en } from './en/team';
import type { ImagePath, PageIntro } from './types';

/**
 * The Team page: 46 people in twelve categories. The facts (who, in which category, portrait,
 * e-mail, phone, order) are here, once; each person's name, position and bio, the categories' names
 * and the page's words are in content/en/team.ts and content/bn/team.ts (README: "Two languages").
 */

/**
 * The twelve categories in display order, by key. A key is the category's id, which names its
 * filter radio, views and tile (lib/list-views.ts) and stays when a name changes; what a visitor
 * reads is `teamCategoryLabels[locale]`.
 */
export const teamCategories = [
  'admin',
  'engineering',
  'executive-officer',
  'piling',
  'source-manager',
  'base-wall',
  'excavator',
  'paint-section',
  'plumbing',
  'carpentry',
  'tiles-fitting',
  'truck',
] as const;
export type TeamCategory = (typeof teamCategories)[number];

/** What is true of a member in every language. */
export interface TeamMemberFacts {
  id: string;
  category: TeamCategory;
  image: ImagePath;
  /** Placeholder addresses, shown as mailto links. */
  email: string;
  /** Placeholder numbers in E.164 form, shown as tel links. */
  phone: string;
}

/**
 * The members in display order. The first is the proprietor and Managing Director (the About
 * page's message shows the same portrait). E-mail addresses and phone numbers are placeholders: the
 * numbers run +8801700000001 upwards.
 */
export const teamFacts = [
  {
    id: 'mahbubur-rahman',
    category: 'executive-officer',
    image: 'team/mahbubur-rahman.jpg',
    email: 'mahbubur.rahman@unnoticonstruction.com.bd',
    phone: '+8801700000001',
  },
  {
    id: 'farhana-yasmin',
    category: 'executive-officer',
    image: 'team/farhana-yasmin.jpg',
    email: 'farhana.yasmin@unnoticonstruction.com.bd',
    phone: '+8801700000002',
  },
  {
    id: 'tanvir-ahmed',
    category: 'executive-officer',
    image: 'team/tanvir-ahmed.jpg',
    email: 'tanvir.ahmed@unnoticonstruction.com.bd',
    phone: '+8801700000003',
  },
  {
    id: 'shirin-sultana',
    category: 'admin',
    image: 'team/shirin-sultana.jpg',
    email: 'shirin.sultana@unnoticonstruction.com.bd',
    phone: '+8801700000004',
  },
  {
    id: 'abdul-karim',
    category: 'admin',
    image: 'team/abdul-karim.jpg',
    email: 'abdul.karim@unnoticonstruction.com.bd',
    phone: '+8801700000005',
  },
  {
    id: 'nusrat-jahan',
    category: 'admin',
    image: 'team/nusrat-jahan.jpg',
    email: 'nusrat.jahan@unnoticonstruction.com.bd',
    phone: '+8801700000006',
  },
  {
    id: 'kamrul-hasan',
    category: 'admin',
    image: 'team/kamrul-hasan.jpg',
    email: 'kamrul.hasan@unnoticonstruction.com.bd',
    phone: '+8801700000007',
  },
  {
    id: 'sajjad-hossain',
    category: 'engineering',
    image: 'team/sajjad-hossain.jpg',
    email: 'sajjad.hossain@unnoticonstruction.com.bd',
    phone: '+8801700000008',
  },
  {
    id: 'nadia-islam',
    category: 'engineering',
    image: 'team/nadia-islam.jpg',
    email: 'nadia.islam@unnoticonstruction.com.bd',
    phone: '+8801700000009',
  },
  {
    id: 'rezaul-karim',
    category: 'engineering',
    image: 'team/rezaul-karim.jpg',
    email: 'rezaul.karim@unnoticonstruction.com.bd',
    phone: '+8801700000010',
  },
  {
    id: 'arif-chowdhury',
    category: 'engineering',
    image: 'team/arif-chowdhury.jpg',
    email: 'arif.chowdhury@unnoticonstruction.com.bd',
    phone: '+8801700000011',
  },
  {
    id: 'sumaiya-rahman',
    category: 'engineering',
    image: 'team/sumaiya-rahman.jpg',
    email: 'sumaiya.rahman@unnoticonstruction.com.bd',
    phone: '+8801700000012',
  },
  {
    id: 'mizanur-rahman',
    category: 'engineering',
    image: 'team/mizanur-rahman.jpg',
    email: 'mizanur.rahman@unnoticonstruction.com.bd',
    phone: '+8801700000013',
  },
  {
    id: 'shafiqul-alam',
    category: 'engineering',
    image: 'team/shafiqul-alam.jpg',
    email: 'shafiqul.alam@unnoticonstruction.com.bd',
    phone: '+8801700000014',
  },
  {
    id: 'jahangir-alam',
    category: 'source-manager',
    image: 'team/jahangir-alam.jpg',
    email: 'jahangir.alam@unnoticonstruction.com.bd',
    phone: '+8801700000015',
  },
  {
    id: 'abul-kalam',
    category: 'piling',
    image: 'team/abul-kalam.jpg',
    email: 'abul.kalam@unnoticonstruction.com.bd',
    phone: '+8801700000016',
  },
  {
    id: 'habibur-rahman',
    category: 'piling',
    image: 'team/habibur-rahman.jpg',
    email: 'habibur.rahman@unnoticonstruction.com.bd',
    phone: '+8801700000017',
  },
  {
    id: 'shahidul-islam',
    category: 'piling',
    image: 'team/shahidul-islam.jpg',
    email: 'shahidul.islam@unnoticonstruction.com.bd',
    phone: '+8801700000018',
  },
  {
    id: 'rubel-mia',
    category: 'piling',
    image: 'team/rubel-mia.jpg',
    email: 'rubel.mia@unnoticonstruction.com.bd',
    phone: '+8801700000019',
  },
  {
    id: 'selim-reza',
    category: 'piling',
    image: 'team/selim-reza.jpg',
    email: 'selim.reza@unnoticonstruction.com.bd',
    phone: '+8801700000020',
  },
  {
    id: 'nurul-amin',
    category: 'base-wall',
    image: 'team/nurul-amin.jpg',
    email: 'nurul.amin@unnoticonstruction.com.bd',
    phone: '+8801700000021',
  },
  {
    id: 'mofizul-haque',
    category: 'base-wall',
    image: 'team/mofizul-haque.jpg',
    email: 'mofizul.haque@unnoticonstruction.com.bd',
    phone: '+8801700000022',
  },
  {
    id: 'sohel-rana',
    category: 'base-wall',
    image: 'team/sohel-rana.jpg',
    email: 'sohel.rana@unnoticonstruction.com.bd',
    phone: '+8801700000023',
  },
  {
    id: 'alamgir-hossain',
    category: 'base-wall',
    image: 'team/alamgir-hossain.jpg',
    email: 'alamgir.hossain@unnoticonstruction.com.bd',
    phone: '+8801700000024',
  },
  {
    id: 'liton-sheikh',
    category: 'base-wall',
    image: 'team/liton-sheikh.jpg',
    email: 'liton.sheikh@unnoticonstruction.com.bd',
    phone: '+8801700000025',
  },
  {
    id: 'monir-hossain',
    category: 'excavator',
    image: 'team/monir-hossain.jpg',
    email: 'monir.hossain@unnoticonstruction.com.bd',
    phone: '+8801700000026',
  },
  {
    id: 'babul-miah',
    category: 'excavator',
    image: 'team/babul-miah.jpg',
    email: 'babul.miah@unnoticonstruction.com.bd',
    phone: '+8801700000027',
  },
  {
    id: 'anwar-hossain',
    category: 'excavator',
    image: 'team/anwar-hossain.jpg',
    email: 'anwar.hossain@unnoticonstruction.com.bd',
    phone: '+8801700000028',
  },
  {
    id: 'faruk-ahmed',
    category: 'excavator',
    image: 'team/faruk-ahmed.jpg',
    email: 'faruk.ahmed@unnoticonstruction.com.bd',
    phone: '+8801700000029',
  },
  {
    id: 'delwar-hossain',
    category: 'paint-section',
    image: 'team/delwar-hossain.jpg',
    email: 'delwar.hossain@unnoticonstruction.com.bd',
    phone: '+8801700000030',
  },
  {
    id: 'rina-akter',
    category: 'paint-section',
    image: 'team/rina-akter.jpg',
    email: 'rina.akter@unnoticonstruction.com.bd',
    phone: '+8801700000031',
  },
  {
    id: 'jamal-uddin',
    category: 'paint-section',
    image: 'team/jamal-uddin.jpg',
    email: 'jamal.uddin@unnoticonstruction.com.bd',
    phone: '+8801700000032',
  },
  {
    id: 'masud-rana',
    category: 'paint-section',
    image: 'team/masud-rana.jpg',
    email: 'masud.rana@unnoticonstruction.com.bd',
    phone: '+8801700000033',
  },
  {
    id: 'shahjahan-ali',
    category: 'plumbing',
    image: 'team/shahjahan-ali.jpg',
    email: 'shahjahan.ali@unnoticonstruction.com.bd',
    phone: '+8801700000034',
  },
  {
    id: 'ripon-mia',
    category: 'plumbing',
    image: 'team/ripon-mia.jpg',
    email: 'ripon.mia@unnoticonstruction.com.bd',
    phone: '+8801700000035',
  },
  {
    id: 'kawsar-ahmed',
    category: 'plumbing',
    image: 'team/kawsar-ahmed.jpg',
    email: 'kawsar.ahmed@unnoticonstruction.com.bd',
    phone: '+8801700000036',
  },
  {
    id: 'abdur-rashid',
    category: 'carpentry',
    image: 'team/abdur-rashid.jpg',
    email: 'abdur.rashid@unnoticonstruction.com.bd',
    phone: '+8801700000037',
  },
  {
    id: 'sirajul-islam',
    category: 'carpentry',
    image: 'team/sirajul-islam.jpg',
    email: 'sirajul.islam@unnoticonstruction.com.bd',
    phone: '+8801700000038',
  },
  {
    id: 'humayun-kabir',
    category: 'carpentry',
    image: 'team/humayun-kabir.jpg',
    email: 'humayun.kabir@unnoticonstruction.com.bd',
    phone: '+8801700000039',
  },
  {
    id: 'nazmul-huda',
    category: 'carpentry',
    image: 'team/nazmul-huda.jpg',
    email: 'nazmul.huda@unnoticonstruction.com.bd',
    phone: '+8801700000040',
  },
  {
    id: 'mostafa-kamal',
    category: 'tiles-fitting',
    image: 'team/mostafa-kamal.jpg',
    email: 'mostafa.kamal@unnoticonstruction.com.bd',
    phone: '+8801700000041',
  },
  {
    id: 'parvez-hossain',
    category: 'tiles-fitting',
    image: 'team/parvez-hossain.jpg',
    email: 'parvez.hossain@unnoticonstruction.com.bd',
    phone: '+8801700000042',
  },
  {
    id: 'salma-khatun',
    category: 'tiles-fitting',
    image: 'team/salma-khatun.jpg',
    email: 'salma.khatun@unnoticonstruction.com.bd',
    phone: '+8801700000043',
  },
  {
    id: 'aminul-islam',
    category: 'truck',
    image: 'team/aminul-islam.jpg',
    email: 'aminul.islam@unnoticonstruction.com.bd',
    phone: '+8801700000044',
  },
  {
    id: 'shamim-hossain',
    category: 'truck',
    image: 'team/shamim-hossain.jpg',
    email: 'shamim.hossain@unnoticonstruction.com.bd',
    phone: '+8801700000045',
  },
  {
    id: 'belal-uddin',
    category: 'truck',
    image: 'team/belal-uddin.jpg',
    email: 'belal.uddin@unnoticonstruction.com.bd',
    phone: '+8801700000046',
  },
] as const satisfies readonly TeamMemberFacts[];

export type TeamMemberId = (typeof teamFacts)[number]['id'];

/** The proprietor and Managing Director, first on the Team page and the author of the About page's message. */
export const proprietorId = 'mahbubur-rahman' satisfies TeamMemberId;

/** A member's words in one language. */
export interface TeamMemberText {
  /** As the person writes it, titles included: 'Engr. Md. Mahbubur Rahman', 'প্রকৌশলী মো. মাহবুবুর রহমান'. */
  name: string;
  position: string;
  bio: string;
}

/** The words on a member's card besides the member's own. */
export interface TeamCardText {
  /** Names the e-mail link for assistive technology: 'E-mail Farhana Yasmin'. */
  email: (name: string) => string;
  /** Names the call link for assistive technology: 'Call Farhana Yasmin'. */
  call: (name: string) => string;
}

/** Every word of the Team page below its hero (the hero is in content/<locale>/pages.ts). */
export interface TeamPageText {
  /** Heading of the directory section. */
  directory: PageIntro;
  /** Heading of the per-category count section. */
  categories: PageIntro;
  /** Names the category filter (and heads its dropdown on phones): 'Filter team by category'. */
  filterLabel: string;
  /** The count line of a category: '46 person found'. */
  count: (count: number) => string;
  /** Names the list of cards: 'Team members'. */
  listLabel: string;
  /** Names the pages of the list: 'Team pages'. */
  pagerLabel: string;
  /** A category tile's count: '1 Professional', '7 Professionals'. */
  units: (count: number) => string;
  card: TeamCardText;
}

/** The Team page's words in one language: content/en/team.ts, content/bn/team.ts. */
export interface TeamText {
  members: Record<TeamMemberId, TeamMemberText>;
  categories: Record<TeamCategory, string>;
  page: TeamPageText;
}

/** A member as the Team page shows them in one language. */
export interface TeamMember extends TeamMemberFacts, TeamMemberText {}

const text = { en, bn } satisfies Record<Locale, TeamText>;

/** The 46 members in each language: the same ids, order, portraits, e-mails and phones. */
export const team = perLocale((locale): TeamMember[] =>
  teamFacts.map((facts) => ({ ...facts, ...text[locale].members[facts.id] })),
);

/** Each category's name by its key, in each language: 'Base/Wall', 'ফাউন্ডেশন ও দেয়াল'. */
export const teamCategoryLabels = perLocale(
  (locale): Readonly<Record<TeamCategory, string>> => text[locale].categories,
);

/** The Team page's words in each language. */
export const teamPage = perLocale((locale): TeamPageText => text[locale].page);
