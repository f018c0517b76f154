import { render, screen, within } from '@testing-library/react';
import { company } from '@/content/company';
import { bankAccounts, licensesPage } from '@/content/licenses';
import { BankAccounts } from '.';

function renderAccounts() {
  return render(
    <BankAccounts intro={licensesPage.banking} accounts={bankAccounts} holder={company.legalName} />,
  );
}

describe('BankAccounts', () => {
  it("shows four bank cards under 'Banking Information', each with bank, branch, masked number, holder and 'Valid Thru' ∞", () => {
    renderAccounts();
    const region = screen.getByRole('region', { name: 'Banking Information' });
    const cards = within(region).getAllByRole('article');
    expect(
      cards.map((card) => ({
        bank: within(card).getByRole('heading', { level: 3 }).textContent,
        number: within(card).getByText(/^•••• •••• •••• \d{4}$/).textContent,
      })),
    ).toEqual([
      { bank: 'Dutch-Bangla Bank PLC', number: '•••• •••• •••• 5872' },
      { bank: 'Islami Bank Bangladesh PLC', number: '•••• •••• •••• 8416' },
      { bank: 'BRAC Bank PLC', number: '•••• •••• •••• 3001' },
      { bank: 'Eastern Bank PLC', number: '•••• •••• •••• 6245' },
    ]);
    cards.forEach((card, index) => {
      const account = bankAccounts[index]!;
      expect(within(card).getByText(account.branchName)).toBeInTheDocument();
      expect(within(card).getByText('Account Holder').nextElementSibling).toHaveTextContent(
        'Unnoti Construction & Supply Ltd.',
      );
      expect(within(card).getByText('Valid Thru').nextElementSibling).toHaveTextContent(/^∞$/);
      // Assistive technology hears the last four digits, not a run of bullets.
      expect(
        within(card).getByText(`Account number ending in ${account.accountNumber.slice(-4)}`),
      ).toBeInTheDocument();
      // The bank's card art is the background, decorative.
      expect(card.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(new RegExp(`/img/${account.image.replace('.jpg', '')}-\\d+\\.webp$`)),
      );
      expect(card.querySelector('img')).toHaveAttribute('alt', '');
    });
  });

  it('never puts a full account number in the markup', () => {
    const { container } = renderAccounts();
    const html = container.innerHTML;
    for (const { accountNumber } of bankAccounts) {
      expect(html).not.toContain(accountNumber);
      // Not even the digits before the last four.
      expect(html).not.toContain(accountNumber.slice(0, -4));
    }
  });
});
