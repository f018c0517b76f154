/**
 * @jest-environment node
 */
import { bankAccountFacts, compliance, licenseDocumentFacts, licenseDocuments } from './licenses';

// The cards, the modal and its spinner, the masked bank numbers on the page: tests/e2e/licenses.spec.ts.
describe('licenses', () => {
  it('has the five documents of the spec with their years, all valid', () => {
    expect(
      licenseDocuments.en.map(({ issueDate, renewalDate, statusLabel }) => [
        issueDate,
        renewalDate,
        statusLabel,
      ]),
    ).toEqual([
      ['2019', '2025', 'Valid'],
      ['2016', 'Annual', 'Valid'],
      ['2019', 'N/A', 'Valid'],
      ['2018', '2025', 'Valid'],
      ['2018', '2025', 'Valid'],
    ]);
    expect(licenseDocuments.bn.map((document) => document.issueDate)).toEqual([
      '২০১৯',
      '২০১৬',
      '২০১৯',
      '২০১৮',
      '২০১৮',
    ]);
  });

  it('describes each document by its registration number, as printed, in each language', () => {
    for (const documents of [licenseDocuments.en, licenseDocuments.bn]) {
      documents.forEach((document, i) =>
        expect(document.description).toMatch(new RegExp(`: ${licenseDocumentFacts[i]?.number}$`)),
      );
    }
  });

  it('has four bank accounts, each in its own card style, and the three compliance cards of the spec', () => {
    expect(bankAccountFacts).toHaveLength(4);
    expect(new Set(bankAccountFacts.map((account) => account.style)).size).toBe(4);
    for (const account of bankAccountFacts) expect(account.accountNumber).toMatch(/^\d{13,17}$/);
    expect(compliance.en.map((card) => card.title)).toEqual([
      'Legal Compliance',
      'Regular Audits',
      'Transparent Operations',
    ]);
  });
});
