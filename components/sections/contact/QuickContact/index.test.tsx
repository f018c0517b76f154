import { render, screen } from '@testing-library/react';
import { companyText } from '@/content/company';
import { contactMethods, contactPage } from '@/content/contact';
import type { Locale } from '@/lib/i18n';
import { whatsappText } from '@/tests/unit/test-utils';
import { QuickContact } from '.';

const renderTiles = (locale: Locale) =>
  render(
    <QuickContact
      methods={contactMethods[locale]}
      label={contactPage[locale].quickContact}
      whatsappMessage={companyText[locale].whatsappMessage}
    />,
  );

describe('QuickContact', () => {
  it('links call, e-mail and WhatsApp, the chat prefilled in English', () => {
    renderTiles('en');
    const links = screen.getByRole('region', { name: 'Quick contact' }).querySelectorAll('a');
    expect([...links].map((link) => link.getAttribute('href')?.split(':')[0])).toEqual([
      'tel',
      'mailto',
      'https',
    ]);
    const chat = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsappText(chat)).toBe(companyText.en.whatsappMessage);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Call Us/ })).toHaveTextContent('+880 1755-201920');
  });

  it('in Bangla: the tiles’ words and the chat’s message are Bangla, the numbers as printed', () => {
    renderTiles('bn');
    expect(screen.getByRole('region', { name: 'দ্রুত যোগাযোগ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /কল করুন/ })).toHaveTextContent('+880 1755-201920');
    expect(screen.getByRole('link', { name: /ই-মেইল করুন/ })).toHaveTextContent(
      'info@unnoticonstruction.com.bd',
    );
    const chat = screen.getByRole('link', { name: /হোয়াটসঅ্যাপ/ });
    expect(chat).toHaveTextContent('দ্রুত কোটেশনের জন্য চ্যাট করুন');
    expect(whatsappText(chat)).toBe(companyText.bn.whatsappMessage);
  });
});
