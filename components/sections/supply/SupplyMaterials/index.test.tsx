import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supplyMaterials as materialsIn, supplyPage } from '@/content/supply';
import type { Locale } from '@/lib/i18n';
import {
  expectCloseButtonClosesBackTo,
  expectEscapeClosesBackTo,
  isModalOpen,
  whatsappText,
} from '@/tests/unit/test-utils';
import { SupplyMaterials } from '.';

const supplyMaterials = materialsIn.en;

function material(id: string) {
  const found = supplyMaterials.find((m) => m.id === id);
  if (!found) throw new Error(`no material ${id}`);
  return found;
}

function renderMaterials(locale: Locale = 'en') {
  const text = supplyPage[locale];
  return render(
    <SupplyMaterials
      locale={locale}
      intro={text.materials}
      materials={materialsIn[locale]}
      text={text.materialCard}
    />,
  );
}

function viewDetails(name: string) {
  return screen.getByRole('button', { name: `View Details of ${name}` });
}

/** The modal shows the material's picture, name and description, and nothing of another material. */
function expectMaterialDialog(id: string) {
  const { name, description } = material(id);
  const { whatsapp, whatsappMessage } = supplyPage.en.materialCard;
  const dialog = screen.getByRole('dialog', { name });
  expect(dialog).toHaveAttribute('open');
  expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(name);
  expect(within(dialog).getByText(description)).toBeInTheDocument();
  expect(within(dialog).getByRole('img', { name })).toHaveAttribute(
    'src',
    expect.stringMatching(new RegExp(`/img/supply/${id}-\\d+\\.webp$`)),
  );
  expect(within(dialog).getByRole('link', { name: `Request Quote for ${name}` })).toHaveAttribute(
    'href',
    '/contact/',
  );
  // Without the script too: a WhatsApp message that names the material.
  const ask = within(dialog).getByRole('link', { name: `${whatsapp.shown} about ${name}` });
  expect(whatsappText(ask)).toBe(whatsappMessage(name));
  return dialog;
}

describe('SupplyMaterials', () => {
  it('shows the nine materials as cards, each with its picture, name, description and a View Details button', () => {
    const { container } = renderMaterials();
    expect(
      screen.getByRole('heading', { level: 2, name: supplyPage.en.materials.title }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(9);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sylhet Sand',
      'Local Sand',
      'Stone Chips',
      'Brick Chips',
      'First-Class Bricks',
      'Cement',
      'MS Rod',
      'Bitumen',
      'Boulders',
    ]);
    cards.forEach((card, index) => {
      const { id, name, description } = supplyMaterials[index]!;
      expect(within(card).getByText(description)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `View Details of ${name}` })).toBeInTheDocument();
      expect(card.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(new RegExp(`/img/supply/${id}-\\d+\\.webp$`)),
      );
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The monthly capacity is hidden on screen (spec section 3).
    expect(container).not.toHaveTextContent(/capacity|tons?\b/i);
  });

  it('opens a material in a modal and closes it with the close button, back to its card', async () => {
    const user = userEvent.setup();
    const { container } = renderMaterials();
    const opener = viewDetails('Stone Chips');
    await user.click(opener);

    const dialog = expectMaterialDialog('stone-chips');
    expect(isModalOpen()).toBe(true);
    expect(container).not.toHaveTextContent(/capacity|tons?\b|1500/i);
    await expectCloseButtonClosesBackTo(user, dialog, opener);
  });

  it('closes when the browser closes the dialog (Escape), back to its card', async () => {
    const user = userEvent.setup();
    renderMaterials();
    const opener = viewDetails('Boulders');
    await user.click(opener);
    expectEscapeClosesBackTo(expectMaterialDialog('boulders'), opener);
  });

  it('shows each material in turn, one at a time, opened from the keyboard too', async () => {
    const user = userEvent.setup();
    renderMaterials();
    for (const { id, name } of supplyMaterials) {
      viewDetails(name).focus();
      await user.keyboard('{Enter}');
      expectMaterialDialog(id);
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it('reads in Bangla: the materials by their Dhaka names, and a Bangla modal that quotes to /bn/contact/', async () => {
    const user = userEvent.setup();
    const { container } = renderMaterials('bn');
    expect(
      screen.getByRole('heading', { level: 2, name: 'নির্মাণের প্রতিটি ধাপে যা লাগে' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'সিলেট বালু',
      'লোকাল বালু',
      'স্টোন চিপস',
      'ইটের খোয়া',
      'এক নম্বর ইট',
      'সিমেন্ট',
      'এমএস রড',
      'বিটুমিন',
      'বোল্ডার পাথর',
    ]);
    // Bengali digits in the prose, and still no capacity on screen.
    expect(within(cards[2]!).getByText(/৩\/৪ ইঞ্চি/)).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/টন|১৫০০|১,৫০০|[0-9]/);

    const opener = screen.getByRole('button', { name: /সিলেট বালু সম্পর্কে/ });
    expect(opener).toHaveTextContent(/^সিলেট বালু সম্পর্কে বিস্তারিত দেখুন$/);
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'সিলেট বালু' });
    expect(within(dialog).getByText('নির্মাণসামগ্রী')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'সিলেট বালু' })).toBeInTheDocument();
    const ask = within(dialog).getByRole('link', { name: /^সিলেট বালু নিয়ে হোয়াটসঅ্যাপে/ });
    expect(whatsappText(ask)).toBe(supplyPage.bn.materialCard.whatsappMessage('সিলেট বালু'));
    expect(within(dialog).getByRole('link', { name: 'সিলেট বালুর কোটেশন চান' })).toHaveAttribute(
      'href',
      '/bn/contact/',
    );
    await user.click(within(dialog).getByRole('button', { name: 'বন্ধ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
