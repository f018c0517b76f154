import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { isScrollLocked } from '@/lib/scroll-lock';
import { Dialog } from '.';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy="t">
        <h2 id="t">Details</h2>
        <button type="button" onClick={() => setOpen(false)}>
          Close
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a named modal, locks page scroll, and closes back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);

    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('open');
    expect(isScrollLocked()).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes when the browser closes it (Escape fires the native close event)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => dialog.close());
    expect(await screen.findByRole('button', { name: 'Open details' })).toHaveFocus();
    expect(isScrollLocked()).toBe(false);
  });
});
