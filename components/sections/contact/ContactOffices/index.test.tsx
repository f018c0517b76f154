import { render, screen, within } from '@testing-library/react';
import { contactPage, offices } from '@/content/contact';
import type { Locale } from '@/lib/i18n';
import { ContactOffices } from '.';

const renderOffices = (locale: Locale) =>
  render(<ContactOffices offices={offices[locale]} labels={contactPage[locale].officeLabels} />);

describe('ContactOffices', () => {
  it('shows each office as a card named by its type, with its address, links and hours', () => {
    renderOffices('en');
    const head = screen.getByRole('article', { name: 'Corporate Head office' });
    expect(head).toHaveTextContent('House 27, Road 7, Sector 4, Uttara, Dhaka 1230');
    expect(head).toHaveTextContent('Sunday to Thursday, 9:00 AM to 6:00 PM');
    expect(within(head).getByRole('link', { name: '+880 1755-201920' })).toHaveAttribute(
      'href',
      'tel:+8801755201920',
    );
    expect(within(head).getByText('Opening hours')).toHaveClass('srOnly');
    expect(screen.getByRole('article', { name: 'Branch office' })).toHaveTextContent(
      'Sunday to Thursday, 8:00 AM to 5:00 PM',
    );
  });

  it('in Bangla: names, addresses and hours in Bangla with Bengali digits; numbers and e-mails as printed', () => {
    renderOffices('bn');
    const head = screen.getByRole('article', { name: 'কর্পোরেট প্রধান কার্যালয়' });
    expect(head).toHaveTextContent('বাড়ি ২৭, রোড ৭, সেক্টর ৪, উত্তরা, ঢাকা-১২৩০');
    expect(head).toHaveTextContent('রবিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা');
    expect(within(head).getByText('অফিস সময়')).toHaveClass('srOnly');
    expect(within(head).getByRole('link', { name: '+880 1755-201920' })).toBeInTheDocument();
    const branch = screen.getByRole('article', { name: 'শাখা অফিস' });
    expect(branch).toHaveTextContent('হোল্ডিং ১১২, ঢাকা–আরিচা মহাসড়ক, হেমায়েতপুর, সাভার, ঢাকা-১৩৪০');
    expect(branch).toHaveTextContent('সকাল ৮টা থেকে বিকেল ৫টা');
    expect(within(branch).getByRole('link', { name: 'savar@unnoticonstruction.com.bd' })).toHaveAttribute(
      'href',
      'mailto:savar@unnoticonstruction.com.bd',
    );
  });
});
