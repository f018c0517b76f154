import { render, screen, within } from '@testing-library/react';
import { equipment, equipmentPage, rentPage, type Equipment } from '@/content/equipment';
import { EquipmentCard } from '.';

const excavator = equipment.en[0] as Equipment;

/** The card's terms and their values, in order: [['Type', 'Hydraulic Excavator'], ...]. */
function specs(card: HTMLElement) {
  const terms = within(card).queryAllByRole('term');
  const values = within(card).queryAllByRole('definition');
  return terms.map((term, index) => [term.textContent, values[index]?.textContent]);
}

describe('EquipmentCard', () => {
  it('shows the picture, category, name and type on the Equipment page, and a button naming the unit', () => {
    render(<EquipmentCard locale="en" item={excavator} text={equipmentPage.en.card} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Komatsu PC210 Excavator');
    expect(within(card).getByText('Heavy Equipment')).toBeInTheDocument();
    expect(within(card).getByText('Hydraulic Excavator')).toBeInTheDocument();
    const picture = card.querySelector('img');
    expect(picture).toHaveAttribute(
      'src',
      expect.stringMatching(/\/img\/equipment\/komatsu-pc210-excavator-\d+\.webp$/),
    );
    // The heading names the unit; the picture adds nothing for a screen reader.
    expect(picture).toHaveAttribute('alt', '');
    expect(
      within(card).getByRole('button', { name: 'View Details of Komatsu PC210 Excavator' }),
    ).toHaveAttribute('aria-haspopup', 'dialog');
    // The rental details belong to the Rent page.
    expect(within(card).queryByText('21 Ton')).not.toBeInTheDocument();
    expect(within(card).queryByText('Available for rent and project deployment')).not.toBeInTheDocument();
    expect(specs(card)).toEqual([]);
  });

  it('adds the capacity badge, type, capacity, category and the rental note on the Rent page', () => {
    const vessel = equipment.en.find((item) => item.category === 'ship') as Equipment;
    render(<EquipmentCard locale="en" item={vessel} text={rentPage.en.card} variant="rent" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('MV Unnoti-1 Bulkhead');
    // Each badge over the picture, and again in the list of details.
    expect(within(card).getAllByText('Ship')).toHaveLength(2);
    expect(within(card).getAllByText('1,500 Ton')).toHaveLength(2);
    expect(specs(card)).toEqual([
      ['Type', 'Bulkhead Cargo Vessel'],
      ['Capacity', '1,500 Ton'],
      ['Category', 'Ship'],
    ]);
    expect(within(card).getByText('Available for rent and project deployment')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'View Details of MV Unnoti-1 Bulkhead' }),
    ).toBeInTheDocument();
  });

  it('reads in Bangla on the Bangla Rent page: category, capacity in Bengali digits, terms and note', () => {
    const vessel = equipment.bn.find((item) => item.id === 'bulkhead-cargo-vessel') as Equipment;
    render(<EquipmentCard locale="bn" item={vessel} text={rentPage.bn.card} variant="rent" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('এমভি উন্নতি-১ বাল্কহেড');
    expect(within(card).getAllByText('নৌযান')).toHaveLength(2);
    expect(within(card).getAllByText(vessel.capacity)).toHaveLength(2);
    expect(specs(card)).toEqual([
      ['ধরন', 'মালবাহী বাল্কহেড'],
      ['ক্ষমতা', vessel.capacity],
      ['শ্রেণি', 'নৌযান'],
    ]);
    expect(within(card).getByText('ভাড়া ও প্রকল্পের কাজে পাওয়া যায়')).toBeInTheDocument();
  });

  it('keeps the model name as printed on the Bangla Equipment page', () => {
    render(<EquipmentCard locale="bn" item={equipment.bn[0] as Equipment} text={equipmentPage.bn.card} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Komatsu PC210 এক্সকাভেটর');
    expect(within(card).getByText('ভারী যন্ত্রপাতি')).toBeInTheDocument();
    expect(within(card).getByText('হাইড্রোলিক এক্সকাভেটর (ভেকু)')).toBeInTheDocument();
    expect(specs(card)).toEqual([]);
  });
});
