import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellText } from '@/content/shell';
import { COMPANY_PROFILE } from '@/lib/constants';
import { ProfileViewer } from '.';

// The viewer full screen, Download (as company-profile.pdf), Close and focus: tests/e2e/shell.spec.ts
// and keyboard.spec.ts; its links without JavaScript: declarative-dialogs.spec.ts. Here, when the
// script puts the PDF in.
const text = shellText.en.profile;

describe('ProfileViewer', () => {
  it('embeds the PDF only once opened, after its first frame, in place of the links to it', async () => {
    const { container } = render(<ProfileViewer text={text} />);
    expect(container.querySelector('object')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: text.open }));
    const viewer = screen.getByRole('dialog', { name: text.title });
    expect(viewer.querySelector('object')).toBeNull();
    await waitFor(() => expect(viewer.querySelector('object')).toHaveAttribute('data', COMPANY_PROFILE.href));
    expect(within(viewer).queryByRole('link', { name: text.read })).not.toBeInTheDocument();
  });

  it('embeds no PDF in a viewer closed before its first frame', async () => {
    jest.useFakeTimers();
    try {
      render(<ProfileViewer text={text} />);
      const dialog = document.querySelector('dialog') as HTMLDialogElement;
      // Seen open (the script's observer has run), then closed before the next frame.
      await act(async () => {
        dialog.showModal();
        await Promise.resolve();
      });
      act(() => dialog.close());
      act(() => jest.runAllTimers());
      expect(dialog.querySelector('object')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
