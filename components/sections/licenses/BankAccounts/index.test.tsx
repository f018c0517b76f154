import { render, screen, within } from '@testing-library/react';
import { company } from '@/content/company';
import { bankAccounts as accountsIn, licensesPage } from '@/content/licenses';
import type { Locale } from '@/lib/i18n';
import { BankAccounts } from '.';

const bankAccounts = accountsIn.en;

function renderAccounts(locale: Locale = 'en') {
  const text = licensesPage[locale];
  return render(
    <BankAccounts
      intro={text.banking}
      accounts={accountsIn[locale]}
      holder={company.legalName}
      text={text.bankCard}
    />,
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

  it('reads in Bangla on a Bangla page, the numbers and the registered holder as printed', () => {
    renderAccounts('bn');
    const region = screen.getByRole('region', { name: 'ব্যাংক তথ্য' });
    const cards = within(region).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'ডাচ-বাংলা ব্যাংক পিএলসি',
      'ইসলামী ব্যাংক বাংলাদেশ পিএলসি',
      'ব্র্যাক ব্যাংক পিএলসি',
      'ইস্টার্ন ব্যাংক পিএলসি',
    ]);
    const [first] = cards;
    expect(within(first!).getByText('উত্তরা শাখা')).toBeInTheDocument();
    expect(within(first!).getByText('•••• •••• •••• 5872')).toBeInTheDocument();
    expect(within(first!).getByText('অ্যাকাউন্ট নম্বরের শেষ চার অঙ্ক 5872')).toBeInTheDocument();
    expect(within(first!).getByText('অ্যাকাউন্টধারী').nextElementSibling).toHaveTextContent(
      'Unnoti Construction & Supply Ltd.',
    );
    expect(within(first!).getByText('মেয়াদ').nextElementSibling).toHaveTextContent(/^∞$/);
    expect(within(cards[2]!).getByText('উত্তরা সেক্টর ৭ শাখা')).toBeInTheDocument();
  });
});
