import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { company } from '@/content/company';
import { equipment, rentPage } from '@/content/equipment';
import { isScrollLocked } from '@/lib/scroll-lock';
import { EquipmentDialog, type EquipmentEnquiry } from '.';

function unit(id: string) {
  const found = equipment.find((item) => item.id === id);
  if (!found) throw new Error(`no equipment ${id}`);
  return found;
}

/** A card's button and the dialog, as the Equipment and Rent pages wire them. */
function Harness({ id, enquiry }: { id: string; enquiry?: EquipmentEnquiry }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Details
      </button>
      <EquipmentDialog item={open ? unit(id) : null} onClose={() => setOpen(false)} enquiry={enquiry} />
    </>
  );
}

async function openDialog(id: string, enquiry?: EquipmentEnquiry) {
  const user = userEvent.setup();
  render(<Harness id={id} enquiry={enquiry} />);
  const opener = screen.getByRole('button', { name: 'View Details' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: unit(id).name });
  return { user, opener, dialog };
}

describe('EquipmentDialog', () => {
  it('is closed while no unit is chosen', () => {
    render(<Harness id="asphalt-paver" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
  });

  it("shows the unit's picture, name and Supply Capacity, and locks the page's scroll", async () => {
    const { dialog } = await openDialog('cummins-500kva-generator');
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent('Cummins 500 kVA Generator');
    expect(within(dialog).getByRole('img', { name: 'Cummins 500 kVA Generator' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/img\/equipment\/cummins-500kva-generator-\d+\.webp$/),
    );
    expect(within(dialog).getByText('Supply Capacity')).toBeInTheDocument();
    expect(within(dialog).getByText('500 kVA')).toBeInTheDocument();
    expect(within(dialog).getByText('Diesel Generator')).toBeInTheDocument();
    expect(within(dialog).getByText('Generators')).toBeInTheDocument();
    expect(isScrollLocked()).toBe(true);
    // The Equipment page's modal offers no rental enquiry.
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes with its close button and gives focus back to the button that opened it', async () => {
    const { user, opener, dialog } = await openDialog('asphalt-paver');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('closes when the browser closes it (Escape fires the native close event)', async () => {
    const { opener, dialog } = await openDialog('asphalt-paver');
    act(() => (dialog as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isScrollLocked()).toBe(false);
    expect(opener).toHaveFocus();
  });

  it('offers a WhatsApp message naming the unit, and the contact page, when renting', async () => {
    const { dialog } = await openDialog('sakai-vibratory-roller', rentPage.enquiry);
    const whatsapp = within(dialog).getByRole('link', {
      name: 'Ask on WhatsApp about renting the Sakai SV512 Vibratory Roller',
    });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${company.whatsapp.e164.slice(1)}`);
    expect(href.searchParams.get('text')).toBe(
      'Hello Unnoti Construction, I would like to rent the Sakai SV512 Vibratory Roller. Is it available, and what are your rates?',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'Send an Enquiry' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });
});
