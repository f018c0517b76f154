import { render, screen } from '@testing-library/react';
import { company } from '@/content/company';
import { equipment, rentPage } from '@/content/equipment';
import { EquipmentDetails } from '.';

function unit(id: string) {
  const found = equipment.find((item) => item.id === id);
  if (!found) throw new Error(`no equipment ${id}`);
  return found;
}

describe('EquipmentDetails', () => {
  it("shows the unit's picture, name (the modal's title), type, category and Supply Capacity", () => {
    render(<EquipmentDetails item={unit('cummins-500kva-generator')} />);
    const title = screen.getByRole('heading', { level: 2 });
    expect(title).toHaveTextContent('Cummins 500 kVA Generator');
    // It names the unit's modal (equipmentDialogId), which its card's button opens.
    expect(title).toHaveAttribute('id', 'equipment-cummins-500kva-generator-title');
    expect(screen.getByRole('img', { name: 'Cummins 500 kVA Generator' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/img\/equipment\/cummins-500kva-generator-\d+\.webp$/),
    );
    expect(screen.getByText('Supply Capacity')).toBeInTheDocument();
    expect(screen.getByText('500 kVA')).toBeInTheDocument();
    expect(screen.getByText('Diesel Generator')).toBeInTheDocument();
    expect(screen.getByText('Generators')).toBeInTheDocument();
    // The Equipment page's modal offers no rental enquiry.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers a WhatsApp message naming the unit, and the contact page, when renting', () => {
    render(<EquipmentDetails item={unit('sakai-vibratory-roller')} enquiry={rentPage.enquiry} />);
    const whatsapp = screen.getByRole('link', {
      name: 'Ask on WhatsApp about renting the Sakai SV512 Vibratory Roller',
    });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe(`https://wa.me/${company.whatsapp.e164.slice(1)}`);
    expect(href.searchParams.get('text')).toBe(
      'Hello Unnoti Construction, I would like to rent the Sakai SV512 Vibratory Roller. Is it available, and what are your rates?',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Send an Enquiry' })).toHaveAttribute('href', '/contact/');
  });
});
