import { render, screen, within } from '@testing-library/react';
import LicensesPage, { metadata } from '@/app/(en)/licenses/page';
import BanglaLicensesPage, { metadata as banglaMetadata } from '@/app/(bn)/bn/licenses/page';
import { bankAccountFacts, licensesPage } from '@/content/licenses';

describe('Licenses page', () => {
  it("opens with 'Licenses & Certifications', then the documents, Banking Information and Compliance & Legal Standing", () => {
    render(<LicensesPage />);
    expect(metadata.title).toEqual({ absolute: 'Licenses & Certifications | Unnoti Construction' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Licenses & Certifications');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      licensesPage.en.documents.title,
      'Banking Information',
      'Compliance & Legal Standing',
    ]);
    expect(
      within(screen.getByRole('region', { name: licensesPage.en.documents.title })).getAllByRole('article'),
    ).toHaveLength(5);
    expect(
      within(screen.getByRole('region', { name: 'Banking Information' })).getAllByRole('article'),
    ).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: 'Compliance & Legal Standing' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('names the company as the holder of every account, by its registered name', () => {
    render(<LicensesPage />);
    expect(screen.getAllByText('Unnoti Construction & Supply Ltd.')).toHaveLength(4);
  });

  it('has no full account number anywhere in its markup', () => {
    const { container } = render(<LicensesPage />);
    for (const { accountNumber } of bankAccountFacts)
      expect(container.innerHTML).not.toContain(accountNumber);
  });

  it('reads in Bangla at /bn/licenses/, the registered holder and the masked numbers as printed', () => {
    const { container } = render(<BanglaLicensesPage />);
    expect(JSON.stringify(banglaMetadata.title)).toContain('লাইসেন্স ও সনদ');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('লাইসেন্স ও সনদ');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'আমাদের লাইসেন্স ও সনদ',
      'ব্যাংক তথ্য',
      'আইনি বাধ্যবাধকতা ও বৈধতা',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'আমাদের লাইসেন্স ও সনদ' })).getAllByText('বৈধ'),
    ).toHaveLength(5);
    expect(screen.getByRole('heading', { level: 3, name: 'নিয়মিত অডিট' })).toBeInTheDocument();
    expect(screen.getAllByText('Unnoti Construction & Supply Ltd.')).toHaveLength(4);
    expect(screen.getByText('•••• •••• •••• 5872')).toBeInTheDocument();
    for (const { accountNumber } of bankAccountFacts)
      expect(container.innerHTML).not.toContain(accountNumber);
  });
});
