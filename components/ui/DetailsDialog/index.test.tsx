import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DialogTitle } from '@/components/ui/Dialog/DialogLayout';
import { isModalOpen } from '@/tests/unit/test-utils';
import { DetailsButton, DetailsDialog } from '.';

function renderList() {
  render(
    <DetailsDialog
      locale="en"
      dialogs={[
        { id: 'crane', body: <DialogTitle dialogId="crane">Tower crane</DialogTitle> },
        {
          id: 'mixer',
          body: (
            <>
              <DialogTitle dialogId="mixer">Concrete mixer</DialogTitle>
              <a href="/contact/">Ask about the mixer</a>
            </>
          ),
        },
      ]}
    >
      <ul>
        <li>
          <DetailsButton dialogId="crane">
            View Details<span className="srOnly"> of Tower crane</span>
          </DetailsButton>
        </li>
        <li>
          <DetailsButton dialogId="mixer">
            View Details<span className="srOnly"> of Concrete mixer</span>
          </DetailsButton>
        </li>
      </ul>
    </DetailsDialog>,
  );
  return userEvent.setup();
}

const opener = (name: string) => screen.getByRole('button', { name: `View Details of ${name}` });

describe('DetailsDialog', () => {
  it('shows the list with nothing chosen: every modal in the HTML, closed; the page scrolls', () => {
    renderList();
    expect(opener('Tower crane')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener('Tower crane')).toHaveAttribute('commandfor', 'crane');
    expect(opener('Tower crane')).toHaveAttribute('command', 'show-modal');
    expect(document.querySelectorAll('dialog')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
  });

  it("opens the chosen item's modal, named by its heading, focus on Close", async () => {
    const user = renderList();
    await user.click(opener('Concrete mixer'));
    const dialog = screen.getByRole('dialog', { name: 'Concrete mixer' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('link', { name: 'Ask about the mixer' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Tower crane')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(isModalOpen()).toBe(true);
  });

  it('closes with the close button, back to the button that opened it; another opens after', async () => {
    const user = renderList();
    await user.click(opener('Tower crane'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
    expect(opener('Tower crane')).toHaveFocus();

    opener('Concrete mixer').focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Concrete mixer' })).toBeInTheDocument();
  });

  it('closes when the browser closes it (Escape fires the native close event)', async () => {
    const user = renderList();
    await user.click(opener('Concrete mixer'));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    act(() => dialog.close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isModalOpen()).toBe(false);
    expect(opener('Concrete mixer')).toHaveFocus();
  });

  it('names the close button in Bangla on a Bangla page', async () => {
    const user = userEvent.setup();
    render(
      <DetailsDialog
        locale="bn"
        dialogs={[{ id: 'crane', body: <DialogTitle dialogId="crane">টাওয়ার ক্রেন</DialogTitle> }]}
      >
        <DetailsButton dialogId="crane">বিস্তারিত দেখুন</DetailsButton>
      </DetailsDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'বিস্তারিত দেখুন' }));
    const dialog = screen.getByRole('dialog', { name: 'টাওয়ার ক্রেন' });
    await user.click(within(dialog).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links, for a visitor without script only, the sheet that shows every modal in the page', () => {
    const html = renderToString(
      <DetailsDialog
        locale="en"
        dialogs={[{ id: 'crane', body: <DialogTitle dialogId="crane">Tower crane</DialogTitle> }]}
      >
        <DetailsButton dialogId="crane">View Details</DetailsButton>
      </DetailsDialog>,
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/details-without-script.css"/></noscript>',
    );
  });
});
