import { render, screen } from '@testing-library/react';
import { company } from '@/content/company';
import { equipment, equipmentPage, rentPage } from '@/content/equipment';
import type { Locale } from '@/lib/i18n';
import { EquipmentDetails } from '.';

function unit(id: string, locale: Locale = 'en') {
  const found = equipment[locale].find((item) => item.id === id);
  if (!found) throw new Error(`no equipment ${id}`);
  return found;
}

describe('EquipmentDetails', () => {
  it("shows the unit's picture, name (the modal's title), type, category and Supply Capacity", () => {
    render(
      <EquipmentDetails
        locale="en"
        item={unit('cummins-500kva-generator')}
        text={equipmentPage.en.details}
        enquiry={equipmentPage.en.enquiry}
      />,
    );
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
  });

  it('offers a WhatsApp message naming the unit, and the contact page', () => {
    render(
      <EquipmentDetails
        locale="en"
        item={unit('sakai-vibratory-roller')}
        text={rentPage.en.details}
        enquiry={rentPage.en.enquiry}
      />,
    );
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

  it('speaks Bangla on the Bangla Rent page: capacity in Bengali digits, a Bangla WhatsApp message', () => {
    render(
      <EquipmentDetails
        locale="bn"
        item={unit('jcb-3dx-backhoe-loader', 'bn')}
        text={rentPage.bn.details}
        enquiry={rentPage.bn.enquiry}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('JCB 3DX ব্যাকহো লোডার');
    expect(screen.getByRole('img', { name: 'JCB 3DX ব্যাকহো লোডার' })).toBeInTheDocument();
    expect(screen.getByText(rentPage.bn.details.capacity)).toBeInTheDocument();
    expect(screen.getByText('১.১ ঘনমিটার লোডার বাকেট')).toBeInTheDocument();
    expect(screen.getByText('মাঝারি যন্ত্রপাতি')).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', {
      name: 'JCB 3DX ব্যাকহো লোডার ভাড়ার বিষয়ে হোয়াটসঅ্যাপে জিজ্ঞেস করুন',
    });
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      'আসসালামু আলাইকুম, উন্নতি কনস্ট্রাকশন। আমি JCB 3DX ব্যাকহো লোডার ভাড়া নিতে চাই। এটি কি এখন পাওয়া যাবে, আর ভাড়া কত?',
    );
    expect(screen.getByRole('link', { name: 'ভাড়ার অনুরোধ পাঠান' })).toHaveAttribute('href', '/bn/contact/');
  });
});
