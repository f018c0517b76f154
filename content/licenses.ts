import { formatNumber, perLocale, type Locale, type PerLocale } from '@/lib/i18n';
import { licenses as bn } from './bn/licenses';
import { licenses as en } from './en/licenses';
import type { IconName, ImagePath, InfoCard, PageIntro } from './types';

/**
 * The Licenses page: the registration documents, the company's bank accounts and its compliance
 * notes. The facts (registration and account numbers, years, pictures, order) are here, once; the
 * documents' titles, the banks' and branches' names and the page's words are in
 * content/en/licenses.ts and content/bn/licenses.ts (README: "Two languages"). Numbers stay as
 * printed on the documents, in every language.
 */

/** When a document is renewed: in a year, every year, or never. */
export type Renewal = number | 'annual' | 'none';

/** What is true of a registration document in every language. */
export interface LicenseDocumentFacts {
  id: string;
  /** The registration number, as printed on the document. */
  number: string;
  icon: IconName;
  status: 'valid';
  issueYear: number;
  renewal: Renewal;
  /** The scan of the document. */
  fileUrl: ImagePath;
}

/** The five registration documents, in the order the Licenses page shows them. */
export const licenseDocumentFacts = [
  {
    id: 'trade-license',
    number: 'TRAD/DNCC/012345/2019',
    icon: 'document',
    status: 'valid',
    issueYear: 2019,
    renewal: 2025,
    fileUrl: 'licenses/trade-license.jpg',
  },
  {
    id: 'tin-certificate',
    number: '458712093365',
    icon: 'clipboard',
    status: 'valid',
    issueYear: 2016,
    renewal: 'annual',
    fileUrl: 'licenses/tin-certificate.jpg',
  },
  {
    id: 'bin-certificate',
    number: '004512873-0102',
    icon: 'shield',
    status: 'valid',
    issueYear: 2019,
    renewal: 'none',
    fileUrl: 'licenses/bin-certificate.jpg',
  },
  {
    id: 'import-registration-certificate',
    number: 'BA-0187456',
    icon: 'ship',
    status: 'valid',
    issueYear: 2018,
    renewal: 2025,
    fileUrl: 'licenses/import-registration-certificate.jpg',
  },
  {
    id: 'export-registration-certificate',
    number: 'RA-0093821',
    icon: 'award',
    status: 'valid',
    issueYear: 2018,
    renewal: 2025,
    fileUrl: 'licenses/export-registration-certificate.jpg',
  },
] as const satisfies readonly LicenseDocumentFacts[];

export type LicenseDocumentId = (typeof licenseDocumentFacts)[number]['id'];

/** What is true of a bank account in every language. */
export interface BankAccountFacts {
  id: string;
  image: ImagePath;
  /** Card colourway, a class in the bank card's CSS module. */
  style: 'emerald' | 'navy' | 'crimson' | 'violet';
  /** Shown masked only; the full number never reaches the HTML. */
  accountNumber: string;
}

/** Accounts held in the company's name. Numbers are only ever shown masked. */
export const bankAccountFacts = [
  {
    id: 'dutch-bangla-bank',
    image: 'banks/dutch-bangla-bank.jpg',
    style: 'emerald',
    accountNumber: '1181100045872',
  },
  {
    id: 'islami-bank-bangladesh',
    image: 'banks/islami-bank-bangladesh.jpg',
    style: 'navy',
    accountNumber: '20503470100128416',
  },
  { id: 'brac-bank', image: 'banks/brac-bank.jpg', style: 'crimson', accountNumber: '1502204587413001' },
  { id: 'eastern-bank', image: 'banks/eastern-bank.jpg', style: 'violet', accountNumber: '1091070316245' },
] as const satisfies readonly BankAccountFacts[];

export type BankAccountId = (typeof bankAccountFacts)[number]['id'];

/** The three compliance notes, in display order. */
export const complianceFacts = [
  { id: 'legal-compliance', icon: 'shield' },
  { id: 'regular-audits', icon: 'clipboard' },
  { id: 'transparent-operations', icon: 'eye' },
] as const satisfies readonly { id: string; icon: IconName }[];

export type ComplianceId = (typeof complianceFacts)[number]['id'];

/** A document's words in one language. */
export interface LicenseDocumentText {
  title: string;
  /** What its number is called, before the number: 'Trade License No'. */
  numberLabel: string;
}

/** A bank account's words in one language: the names as the bank writes them in that language. */
export interface BankAccountText {
  bankName: string;
  branchName: string;
}

/** The words of the document cards and their modals (components/sections/licenses/LicenseDocuments). */
export interface LicenseDocumentsText {
  /** The status badge, by status. */
  status: Record<LicenseDocumentFacts['status'], string>;
  issueDate: string;
  renewal: string;
  /** The renewal of a document renewed every year, and of one never renewed. */
  renewals: Record<Exclude<Renewal, number>, string>;
  /** The View button: '{title}' marks where the document's title goes, which only a screen reader hears. */
  view: string;
  /** The scan's alt text: '<title> certificate'. */
  scanAlt: (title: string) => string;
  /**
   * The scan's states, one object that every modal's scan shares, so a page sends it once
   * (React's payload writes an object it meets again as a reference).
   */
  scan: DocumentImageText;
}

export interface DocumentImageText {
  /** The spinner's name while the scan loads. */
  loading: string;
  /** Said when the scan could not be loaded. */
  failed: string;
}

/** The words of the bank cards (components/sections/licenses/BankAccounts). */
export interface BankAccountsText {
  validThru: string;
  holder: string;
  /** What assistive technology hears for the masked number: 'Account number ending in 5872'. */
  endingIn: (lastFour: string) => string;
}

/** The Licenses page's words in one language: content/en/licenses.ts and content/bn/licenses.ts. */
export interface LicensesText {
  documents: Record<LicenseDocumentId, LicenseDocumentText>;
  banks: Record<BankAccountId, BankAccountText>;
  compliance: Record<ComplianceId, Pick<InfoCard, 'title' | 'description'>>;
  page: {
    /** The headings of the page's sections under the hero. */
    documents: PageIntro;
    banking: PageIntro;
    compliance: PageIntro;
    documentCard: LicenseDocumentsText;
    bankCard: BankAccountsText;
  };
}

const text = { en, bn } satisfies Record<Locale, LicensesText>;

/** A document as the Licenses page shows it in one language: its dates in the language's digits, its number as printed. */
export interface LicenseDocument extends LicenseDocumentFacts, LicenseDocumentText {
  /** The number with its label: 'Trade License No: TRAD/DNCC/012345/2019'. */
  description: string;
  /** The status as the badge reads it: 'Valid', 'বৈধ'. */
  statusLabel: string;
  /** The year of issue as a visitor reads it: '2019', '২০১৯'. */
  issueDate: string;
  /** The renewal as a visitor reads it: '2025', 'Annual', 'N/A'; '২০২৫', 'প্রতি বছর', 'প্রযোজ্য নয়'. */
  renewalDate: string;
}

export interface BankAccount extends BankAccountFacts, BankAccountText {}

export type ComplianceCard = InfoCard & { id: ComplianceId };

const year = (locale: Locale, value: number) => formatNumber(locale, value, { useGrouping: false });

/** The five documents in each language. */
export const licenseDocuments: PerLocale<LicenseDocument[]> = perLocale((locale) => {
  const words = text[locale];
  return licenseDocumentFacts.map((facts) => {
    const own = words.documents[facts.id];
    const card = words.page.documentCard;
    return {
      ...facts,
      ...own,
      description: `${own.numberLabel}: ${facts.number}`,
      statusLabel: card.status[facts.status],
      issueDate: year(locale, facts.issueYear),
      renewalDate:
        typeof facts.renewal === 'number' ? year(locale, facts.renewal) : card.renewals[facts.renewal],
    };
  });
});

/** The four accounts in each language. */
export const bankAccounts: PerLocale<BankAccount[]> = perLocale((locale) =>
  bankAccountFacts.map((facts) => ({ ...facts, ...text[locale].banks[facts.id] })),
);

/** The three compliance cards in each language. */
export const compliance: PerLocale<ComplianceCard[]> = perLocale((locale) =>
  complianceFacts.map((facts) => ({ ...facts, ...text[locale].compliance[facts.id] })),
);

/** The Licenses page's headings and its cards' words in each language. */
export const licensesPage = perLocale((locale): LicensesText['page'] => text[locale].page);
