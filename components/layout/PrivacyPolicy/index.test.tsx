import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privacyPolicy } from '@/content/legal';
import { shellText } from '@/content/shell';
import type { Locale } from '@/lib/i18n';
import { PrivacyPolicy } from '.';

function renderPolicy(locale: Locale) {
  render(<PrivacyPolicy text={shellText[locale].privacyPolicy} {...privacyPolicy[locale]} />);
  return userEvent.setup();
}

const sectionTitles = (modal: HTMLElement) =>
  within(within(modal).getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('PrivacyPolicy', () => {
  it('opens a modal with the five numbered sections and a contact line, and closes', async () => {
    const user = renderPolicy('en');
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));

    const modal = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(within(modal).getByRole('list').tagName).toBe('OL');
    expect(sectionTitles(modal)).toEqual([
      'Information Collection',
      'Use of Information',
      'Information Sharing',
      'Data Security',
      'Updates to Policy',
    ]);
    expect(within(modal).getByText(privacyPolicy.en.contactLine)).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Close privacy policy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is the same policy in Bangla on a Bangla page, with Bangla buttons', async () => {
    const user = renderPolicy('bn');
    await user.click(screen.getByRole('button', { name: 'গোপনীয়তা নীতি' }));

    const modal = screen.getByRole('dialog', { name: 'গোপনীয়তা নীতি' });
    expect(sectionTitles(modal)).toEqual([
      'তথ্য সংগ্রহ',
      'তথ্যের ব্যবহার',
      'তথ্য শেয়ার',
      'তথ্যের নিরাপত্তা',
      'নীতির হালনাগাদ',
    ]);
    expect(within(modal).getByText(/৭ দিন পর/)).toBeInTheDocument();
    expect(within(modal).getByText(privacyPolicy.bn.contactLine)).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
