import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import { isModalOpen } from '@/tests/unit/test-utils';
import { ProfileViewer } from '.';

describe('ProfileViewer', () => {
  it('opens a full-screen viewer of the PDF with Download and Close, and loads the PDF only when opened', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfileViewer text={shellText.en.profile} />);
    expect(container.querySelector('object')).toBeNull();
    // Before the script has seen it open (or without it), the viewer offers the PDF as links.
    const closed = within(container.querySelector('dialog') as HTMLElement);
    expect(closed.getByRole('link', { name: 'Read the company profile', hidden: true })).toHaveAttribute(
      'href',
      '/company-profile.pdf',
    );

    const trigger = screen.getByRole('button', { name: 'Company Profile' });
    await user.click(trigger);
    const viewer = screen.getByRole('dialog', { name: 'Company Profile' });
    // The PDF goes in after the viewer's first frame (the tap is answered first).
    expect(viewer.querySelector('object')).toBeNull();
    await waitFor(() =>
      expect(viewer.querySelector('object')).toHaveAttribute('data', '/company-profile.pdf'),
    );
    expect(within(viewer).queryByRole('link', { name: 'Read the company profile' })).not.toBeInTheDocument();
    const download = within(viewer).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/company-profile.pdf');
    expect(download).toHaveAttribute('download', 'company-profile.pdf');
    expect(isModalOpen()).toBe(true);

    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
    expect(trigger).toHaveFocus();
  });

  it('embeds no PDF in a viewer closed before its first frame', async () => {
    jest.useFakeTimers();
    try {
      render(<ProfileViewer text={shellText.en.profile} />);
      const dialog = document.querySelector('dialog') as HTMLDialogElement;
      // Seen open (the script's observer has run), then closed before the next frame.
      await act(async () => {
        dialog.showModal();
        await Promise.resolve();
      });
      act(() => dialog.close());
      // The next frame, and the task after it, where the PDF would go in.
      act(() => jest.runAllTimers());
      expect(dialog.querySelector('object')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says on a Bangla page that the profile is in English, its links marked hreflang="en"', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProfileViewer text={shellText.bn.profile} />);
    const closed = within(container.querySelector('dialog') as HTMLElement);
    const read = closed.getByRole('link', { name: 'কোম্পানি প্রোফাইল পড়ুন', hidden: true });
    expect(read).toHaveAttribute('hreflang', 'en');
    expect(closed.getByText(/ইংরেজিতে লেখা একটি PDF/)).toBeInTheDocument();

    const trigger = screen.getByRole('button', { name: 'কোম্পানি প্রোফাইল (ইংরেজিতে)' });
    await user.click(trigger);
    const viewer = screen.getByRole('dialog', { name: 'কোম্পানি প্রোফাইল (ইংরেজিতে)' });
    const download = within(viewer).getByRole('link', { name: 'ডাউনলোড' });
    expect(download).toHaveAttribute('href', '/company-profile.pdf');
    expect(download).toHaveAttribute('hreflang', 'en');
    await user.click(within(viewer).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds nothing about the language on an English page', () => {
    render(<ProfileViewer text={shellText.en.profile} />);
    expect(screen.getByRole('button', { name: 'Company Profile' })).toHaveTextContent(/^Company Profile$/);
  });
});
