import type { BankAccount, InfoCard, LicenseDocument, PageIntro } from './types';

/** The five registration documents, in the order the Licenses page shows them. */
export const licenseDocuments = [
  {
    id: 'trade-license',
    title: 'Trade License',
    description: 'Trade License No: TRAD/DNCC/012345/2019',
    icon: 'document',
    status: 'Valid',
    issueDate: 2019,
    renewalDate: 2025,
    fileUrl: 'licenses/trade-license.jpg',
  },
  {
    id: 'tin-certificate',
    title: 'Tax Identification Number (TIN)',
    description: 'e-TIN No: 458712093365',
    icon: 'clipboard',
    status: 'Valid',
    issueDate: 2016,
    renewalDate: 'Annual',
    fileUrl: 'licenses/tin-certificate.jpg',
  },
  {
    id: 'bin-certificate',
    title: 'Business Identification Number (BIN)',
    description: 'BIN No: 004512873-0102',
    icon: 'shield',
    status: 'Valid',
    issueDate: 2019,
    renewalDate: 'N/A',
    fileUrl: 'licenses/bin-certificate.jpg',
  },
  {
    id: 'import-registration-certificate',
    title: 'Import Registration Certificate (IRC)',
    description: 'IRC No: BA-0187456',
    icon: 'ship',
    status: 'Valid',
    issueDate: 2018,
    renewalDate: 2025,
    fileUrl: 'licenses/import-registration-certificate.jpg',
  },
  {
    id: 'export-registration-certificate',
    title: 'Export Registration Certificate (ERC)',
    description: 'ERC No: RA-0093821',
    icon: 'award',
    status: 'Valid',
    issueDate: 2018,
    renewalDate: 2025,
    fileUrl: 'licenses/export-registration-certificate.jpg',
  },
] satisfies LicenseDocument[];

/** Accounts held in the company's name. Numbers are only ever shown masked. */
export const bankAccounts = [
  {
    bankName: 'Dutch-Bangla Bank PLC',
    branchName: 'Uttara Branch',
    image: 'banks/dutch-bangla-bank.jpg',
    style: 'emerald',
    accountNumber: '1181100045872',
  },
  {
    bankName: 'Islami Bank Bangladesh PLC',
    branchName: 'Uttara Branch',
    image: 'banks/islami-bank-bangladesh.jpg',
    style: 'navy',
    accountNumber: '20503470100128416',
  },
  {
    bankName: 'BRAC Bank PLC',
    branchName: 'Uttara Sector 7 Branch',
    image: 'banks/brac-bank.jpg',
    style: 'crimson',
    accountNumber: '1502204587413001',
  },
  {
    bankName: 'Eastern Bank PLC',
    branchName: 'Uttara Branch',
    image: 'banks/eastern-bank.jpg',
    style: 'violet',
    accountNumber: '1091070316245',
  },
] satisfies BankAccount[];

export const compliance = [
  {
    title: 'Legal Compliance',
    description:
      'Our trade licence, TIN, BIN and import and export registrations are kept current, and we follow the Bangladesh Labour Act and the Building Construction Rules on every site.',
    icon: 'shield',
  },
  {
    title: 'Regular Audits',
    description:
      'Our accounts are audited every year by an independent chartered accountancy firm, and income tax and VAT returns are filed on time.',
    icon: 'clipboard',
  },
  {
    title: 'Transparent Operations',
    description:
      'Clients receive itemised quotations, measured bills and delivery challans, and all payments run through our company bank accounts.',
    icon: 'eye',
  },
] satisfies InfoCard[];

/** The headings of the Licenses page's sections under the hero. */
export const licensesPage = {
  documents: {
    eyebrow: 'Registrations',
    title: 'Our licences and certificates',
    lead: 'Every registration a construction and supply business in Bangladesh needs, kept current. Choose View to see a document.',
  },
  banking: {
    eyebrow: 'Payments',
    title: 'Banking Information',
    lead: 'Our accounts are held in the company name. For your security the numbers are shown masked here; the full details are printed on every invoice and shared on request.',
  },
  compliance: {
    eyebrow: 'Our Commitment',
    title: 'Compliance & Legal Standing',
    lead: 'Working with us means working with a registered, audited company that keeps its paperwork in order.',
  },
} satisfies Record<string, PageIntro>;
