import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { isModalOpen } from '@/tests/unit/test-utils';
import { Dialog } from '.';
import { closesDialog, dialogTitleId, opensDialog } from './commands';

// jsdom has no invoker commands, so these tests drive the path of browsers without them (Safari
// before 26.2): Dialog carries the commands out itself. Real browsers are covered by the e2e suite,
// with and without JavaScript.
function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <>
      <button {...opensDialog('details')}>Open details</button>
      <Dialog id="details" onOpenChange={onOpenChange}>
        <h2 id={dialogTitleId('details')}>Details</h2>
        <button {...closesDialog('details')}>Close</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is opened and closed by buttons from their markup: command and commandfor', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    expect(opener).toHaveAttribute('command', 'show-modal');
    expect(opener).toHaveAttribute('commandfor', 'details');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('type', 'button');
    // Closed, it is in the page's HTML but hidden.
    expect(document.getElementById('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a named modal and closes back to the control that opened it', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    expect(isModalOpen()).toBe(false);

    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog).toHaveAttribute('open');
    expect(isModalOpen()).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
    expect(opener).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes when the browser closes it (Escape), back to its opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => dialog.close());
    expect(await screen.findByRole('button', { name: 'Open details' })).toHaveFocus();
    expect(isModalOpen()).toBe(false);
  });

  it('takes over a dialog opened by a tap before its script ran', async () => {
    const onOpenChange = jest.fn();
    // The page's HTML, and a tap on the opener before hydration.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    dialog.showModal();

    await act(async () => {
      hydrateRoot(container, <Harness onOpenChange={onOpenChange} />);
    });
    expect(dialog).toHaveAttribute('open');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    act(() => dialog.close());
    await act(async () => {});
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    container.remove();
  });

  it("locks the page's scroll by an attribute too, for engines without :has(), and releases it when closed or gone", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    const html = document.documentElement;
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(html).toHaveAttribute('data-dialog-open');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(html).not.toHaveAttribute('data-dialog-open');

    // A link inside the open modal leads to another page: the modal goes with its page.
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(html).toHaveAttribute('data-dialog-open');
    unmount();
    expect(html).not.toHaveAttribute('data-dialog-open');
  });

  it('closes on a click on the backdrop (outside its box), not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog');
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 });
    await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 150, clientY: 150 } });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 20, clientY: 20 } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
