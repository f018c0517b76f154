import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isScrollLocked } from '@/lib/scroll-lock';
import { DetailsButton, DetailsDialog } from '.';

const details = {
  crane: <h2 id="details-title">Tower crane</h2>,
  mixer: (
    <>
      <h2 id="details-title">Concrete mixer</h2>
      <a href="/contact/">Ask about the mixer</a>
    </>
  ),
};

function renderList() {
  render(
    <DetailsDialog details={details} labelledBy="details-title">
      <ul>
        <li>
          <DetailsButton itemId="crane">
            View Details<span className="srOnly"> of Tower crane</span>
          </DetailsButton>
        </li>
        <li>
          <DetailsButton itemId="mixer">
            View Details<span className="srOnly"> of Concrete mixer</span>
          </DetailsButton>
        </li>
        <li>
          <DetailsButton itemId="unknown">View Details of nothing</DetailsButton>
        </li>
      </ul>
    </DetailsDialog>,
  );
  return userEvent.setup();
}

const opener = (name: string) => screen.getByRole('button', { name: `View Details of ${name}` });

describe('DetailsDialog', () => {
  it('shows the list with nothing chosen: no modal, the page scrolls', () => {
    renderList();
    expect(opener('Tower crane')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
  });

  it("opens the chosen item's body in a modal named by its heading, focus on Close", async () => {
    const user = renderList();
    await user.click(opener('Concrete mixer'));
    const dialog = screen.getByRole('dialog', { name: 'Concrete mixer' });
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('link', { name: 'Ask about the mixer' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Tower crane')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(isScrollLocked()).toBe(true);
  });

  it('closes with the close button, back to the button that opened it; another opens after', async () => {
    const user = renderList();
    await user.click(opener('Tower crane'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
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
    expect(isScrollLocked()).toBe(false);
    expect(opener('Concrete mixer')).toHaveFocus();
  });

  it('closes on a click on the backdrop (the <dialog> itself), not on a click inside', async () => {
    const user = renderList();
    await user.click(opener('Tower crane'));
    await user.click(screen.getByRole('heading', { name: 'Tower crane' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing for an id without a body', async () => {
    const user = renderList();
    await user.click(screen.getByRole('button', { name: 'View Details of nothing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
  });
});
