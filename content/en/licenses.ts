import type { LicensesText } from '../licenses';

/** The Licenses page in English: the documents' titles, the banks' names, the compliance notes, the page's words. */
export const licenses = {
  documents: {
    'trade-license': { title: 'Trade License', numberLabel: 'Trade License No' },
    'tin-certificate': { title: 'Tax Identification Number (TIN)', numberLabel: 'e-TIN No' },
    'bin-certificate': { title: 'Business Identification Number (BIN)', numberLabel: 'BIN No' },
    'import-registration-certificate': {
      title: 'Import Registration Certificate (IRC)',
      numberLabel: 'IRC No',
    },
    'export-registration-certificate': {
      title: 'Export Registration Certificate (ERC)',
      numberLabel: 'ERC No',
    },
  },
  banks: {
    'dutch-bangla-bank': { bankName: 'Dutch-Bangla Bank PLC', branchName: 'Uttara Branch' },
    'islami-bank-bangladesh': { bankName: 'Islami Bank Bangladesh PLC', branchName: 'Uttara Branch' },
    'brac-bank': { bankName: 'BRAC Bank PLC', branchName: 'Uttara Sector 7 Branch' },
    'eastern-bank': { bankName: 'Eastern Bank PLC', branchName: 'Uttara Branch' },
  },
  compliance: {
    'legal-compliance': {
      title: 'Legal Compliance',
      description:
        'Our trade licence, TIN, BIN and import and export registrations are kept current, and we follow the Bangladesh Labour Act and the Building Construction Rules on every site.',
    },
    'regular-audits': {
      title: 'Regular Audits',
      description:
        'Our accounts are audited every year by an independent chartered accountancy firm, and income tax and VAT returns are filed on time.',
    },
    'transparent-operations': {
      title: 'Transparent Operations',
      description:
        'Clients receive itemised quotations, measured bills and delivery challans, and all payments run through our company bank accounts.',
    },
  },
  page: {
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
    documentCard: {
      status: { valid: 'Valid' },
      issueDate: 'Issue Date',
      renewal: 'Renewal',
      renewals: { annual: 'Annual', none: 'N/A' },
      view: 'View {title}',
      scanAlt: (title) => `${title} certificate`,
      scan: {
        loading: 'Loading document',
        failed: 'The document could not be loaded. Please check your connection and try again.',
      },
    },
    bankCard: {
      validThru: 'Valid Thru',
      holder: 'Account Holder',
      endingIn: (lastFour) => `Account number ending in ${lastFour}`,
    },
  },
} satisfies LicensesText;
