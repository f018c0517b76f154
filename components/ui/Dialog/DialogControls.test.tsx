import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isModalOpen } from '@/tests/unit/test-utils';
import { Dialog } from '.';
import { dialogTitleId } from './commands';
import { DialogCloser, DialogOpener } from './DialogControls';

// Each control is in two forms, of which the stylesheet shows one (app/globals.css): jsdom applies
// none of it, so both are here, and each is clicked as the engine that shows it would.
function Harness({ fallbackHref }: { fallbackHref?: string }) {
  return (
    <>
      <DialogOpener dialogId="policy" fallbackHref={fallbackHref}>
        Read the policy
      </DialogOpener>
      <Dialog id="policy">
        <h2 id={dialogTitleId('policy')}>Policy</h2>
        <DialogCloser dialogId="policy" aria-label="Shut">
          ×
        </DialogCloser>
      </Dialog>
    </>
  );
}

describe('DialogOpener and DialogCloser', () => {
  it('are an invoker-command button and a link to the dialog, which closes back to the opening link', () => {
    render(<Harness />);
    const [button, link] = [
      screen.getByRole('button', { name: 'Read the policy' }),
      screen.getByRole('link', { name: 'Read the policy' }),
    ];
    expect(button).toHaveAttribute('commandfor', 'policy');
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(link).toHaveAttribute('href', '#policy');
    expect(link).toHaveAttribute('id', 'policy-opener');
    const dialog = document.getElementById('policy') as HTMLElement;
    expect(within(dialog).getByRole('button', { name: 'Shut', hidden: true })).toHaveAttribute(
      'command',
      'close',
    );
    expect(within(dialog).getByRole('link', { name: 'Shut', hidden: true })).toHaveAttribute(
      'href',
      '#policy-opener',
    );
  });

  it('leads elsewhere without script where the opener says so (the profile: its PDF)', () => {
    render(<Harness fallbackHref="/company-profile.pdf" />);
    expect(screen.getByRole('link', { name: 'Read the policy' })).toHaveAttribute(
      'href',
      '/company-profile.pdf',
    );
  });

  it('with script, the link opens the same modal instead of going to its target, and its close link closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const link = screen.getByRole('link', { name: 'Read the policy' });
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: 'Policy' });
    expect(isModalOpen()).toBe(true);
    expect(window.location.hash).toBe('');

    await user.click(within(dialog).getByRole('link', { name: 'Shut' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.hash).toBe('');
    expect(link).toHaveFocus();
  });
});
