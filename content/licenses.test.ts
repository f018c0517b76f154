/**
 * @jest-environment node
 */
import { locales } from '@/lib/i18n';
import { licenses as bnText } from './bn/licenses';
import { licenses as enText } from './en/licenses';
import {
  bankAccountFacts,
  bankAccounts,
  compliance,
  complianceFacts,
  licenseDocumentFacts,
  licenseDocuments,
  licensesPage,
} from './licenses';
import { duplicates, labelledStrings, slug } from '@/tests/unit/content-steps';

describe('licenses', () => {
  it('has the five documents of the spec, with their years, all valid', () => {
    expect(
      licenseDocuments.en.map(({ id, issueDate, renewalDate, statusLabel }) => [
        id,
        issueDate,
        renewalDate,
        statusLabel,
      ]),
    ).toEqual([
      ['trade-license', '2019', '2025', 'Valid'],
      ['tin-certificate', '2016', 'Annual', 'Valid'],
      ['bin-certificate', '2019', 'N/A', 'Valid'],
      ['import-registration-certificate', '2018', '2025', 'Valid'],
      ['export-registration-certificate', '2018', '2025', 'Valid'],
    ]);
    for (const document of licenseDocuments.en) expect(document.description).toMatch(/No: \S/);
    expect(licenseDocuments.en[0]?.description).toBe('Trade License No: TRAD/DNCC/012345/2019');
  });

  it('has the same documents in Bangla, the years in Bengali digits and the numbers as printed', () => {
    expect(
      licenseDocuments.bn.map(({ id, issueDate, renewalDate, statusLabel }) => [
        id,
        issueDate,
        renewalDate,
        statusLabel,
      ]),
    ).toEqual([
      ['trade-license', '২০১৯', '২০২৫', 'বৈধ'],
      ['tin-certificate', '২০১৬', 'প্রতি বছর', 'বৈধ'],
      ['bin-certificate', '২০১৯', 'প্রযোজ্য নয়', 'বৈধ'],
      ['import-registration-certificate', '২০১৮', '২০২৫', 'বৈধ'],
      ['export-registration-certificate', '২০১৮', '২০২৫', 'বৈধ'],
    ]);
    for (const [index, document] of licenseDocuments.bn.entries()) {
      const facts = licenseDocumentFacts[index];
      expect(document.description).toBe(`${document.numberLabel}: ${facts?.number}`);
      expect(
        document.description.endsWith(licenseDocuments.en[index]?.description.split(': ')[1] ?? '-'),
      ).toBe(true);
    }
  });

  it('has unique slug ids for documents, accounts and compliance notes, the same in both languages', () => {
    for (const facts of [licenseDocumentFacts, bankAccountFacts, complianceFacts]) {
      const ids = facts.map((fact) => fact.id);
      expect(duplicates(ids)).toEqual([]);
      for (const id of ids) expect(id).toMatch(slug);
    }
    for (const locale of locales) {
      expect(licenseDocuments[locale].map((x) => x.id)).toEqual(licenseDocumentFacts.map((x) => x.id));
      expect(bankAccounts[locale].map((x) => x.id)).toEqual(bankAccountFacts.map((x) => x.id));
      expect(compliance[locale].map((x) => x.id)).toEqual(complianceFacts.map((x) => x.id));
    }
  });

  it('names each document scan and bank card after its id', () => {
    for (const document of licenseDocumentFacts) expect(document.fileUrl).toBe(`licenses/${document.id}.jpg`);
    for (const account of bankAccountFacts) expect(account.image).toBe(`banks/${account.id}.jpg`);
  });

  it('has four bank accounts with distinct card styles and 13-17 digit numbers', () => {
    expect(bankAccountFacts).toHaveLength(4);
    expect(new Set(bankAccountFacts.map((a) => a.style)).size).toBe(4);
    for (const locale of locales) expect(duplicates(bankAccounts[locale].map((a) => a.bankName))).toEqual([]);
    for (const account of bankAccountFacts) expect(account.accountNumber).toMatch(/^\d{13,17}$/);
    expect(bankAccounts.bn[0]?.bankName).toBe('ডাচ-বাংলা ব্যাংক পিএলসি');
  });

  it('has the three compliance cards of the spec', () => {
    expect(compliance.en.map((card) => card.title)).toEqual([
      'Legal Compliance',
      'Regular Audits',
      'Transparent Operations',
    ]);
    expect(compliance.bn.map((card) => card.icon)).toEqual(compliance.en.map((card) => card.icon));
  });

  it('has the same words in both languages, none empty, and the Bangla in Bangla', () => {
    const en = labelledStrings(enText);
    const bn = labelledStrings(bnText);
    expect(bn.map(([key]) => key)).toEqual(en.map(([key]) => key));
    for (const [key, value] of [...en, ...bn]) expect([key, value.trim()]).not.toEqual([key, '']);
    for (const [key, value] of bn) expect([key, /[\u0980-\u09FF]/.test(value)]).toEqual([key, true]);
    expect(licensesPage.bn.bankCard.endingIn('5872')).toBe('অ্যাকাউন্ট নম্বরের শেষ চার অঙ্ক 5872');
    expect(licensesPage.en.documentCard.view).toContain('{title}');
    expect(licensesPage.bn.documentCard.view).toContain('{title}');
  });
});
