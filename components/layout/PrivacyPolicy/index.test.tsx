import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { privacyPolicy } from '@/content/legal';
import { PrivacyPolicy } from '.';

describe('PrivacyPolicy', () => {
  it('opens a modal with the five numbered sections and a contact line, and closes', async () => {
    const user = userEvent.setup();
    render(<PrivacyPolicy {...privacyPolicy} />);
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));

    const modal = screen.getByRole('dialog', { name: 'Privacy Policy' });
    const list = within(modal).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Information Collection',
      'Use of Information',
      'Information Sharing',
      'Data Security',
      'Updates to Policy',
    ]);
    expect(within(modal).getByText(privacyPolicy.contactLine)).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Close privacy policy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
