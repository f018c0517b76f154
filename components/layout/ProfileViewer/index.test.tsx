import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isScrollLocked } from '@/lib/scroll-lock';
import { ProfileViewer } from '.';

describe('ProfileViewer', () => {
  it('opens a full-screen viewer of the PDF with Download and Close, and loads the PDF only when opened', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfileViewer />);
    expect(container.querySelector('object')).toBeNull();

    const trigger = screen.getByRole('button', { name: 'Company Profile' });
    await user.click(trigger);
    const viewer = screen.getByRole('dialog', { name: 'Company Profile' });
    expect(viewer.querySelector('object')).toHaveAttribute('data', '/company-profile.pdf');
    const download = within(viewer).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/company-profile.pdf');
    expect(download).toHaveAttribute('download', 'company-profile.pdf');
    expect(isScrollLocked()).toBe(true);

    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
    expect(trigger).toHaveFocus();
  });
});
