import { render, screen, within } from '@testing-library/react';
import LicensesPage, { metadata } from '@/app/licenses/page';
import { bankAccounts, licensesPage } from '@/content/licenses';

describe('Licenses page', () => {
  it("opens with 'Licenses & Certifications', then the documents, Banking Information and Compliance & Legal Standing", () => {
    render(<LicensesPage />);
    expect(metadata.title).toEqual({ absolute: 'Licenses & Certifications | Unnoti Construction' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Licenses & Certifications');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      licensesPage.documents.title,
      'Banking Information',
      'Compliance & Legal Standing',
    ]);
    expect(
      within(screen.getByRole('region', { name: licensesPage.documents.title })).getAllByRole('article'),
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
    for (const { accountNumber } of bankAccounts) expect(container.innerHTML).not.toContain(accountNumber);
  });
});
