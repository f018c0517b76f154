import { render, screen, within } from '@testing-library/react';
import SupplyPage, { metadata } from '@/app/(en)/supply/page';
import BanglaSupplyPage, { metadata as banglaMetadata } from '@/app/(bn)/bn/supply/page';
import { pageText } from '@/content/navigation';
import { supplyMaterialFacts, supplyPage, testimonials } from '@/content/supply';
import { formatNumber } from '@/lib/i18n';

describe('Supply page', () => {
  it('has one h1, the materials, the three reasons and the Request Quote link to /contact/', () => {
    render(<SupplyPage />);
    expect(metadata.title).toEqual({ absolute: 'Construction Material Supply | Unnoti Construction' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageText.en.supply.intro.title);
    // Visible sections, in order; the hidden testimonials are not among them.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      supplyPage.en.materials.title,
      supplyPage.en.whyChooseUs.title,
      supplyPage.en.quote.title,
    ]);
    expect(
      within(screen.getByRole('region', { name: supplyPage.en.materials.title })).getAllByRole('article'),
    ).toHaveLength(9);
    expect(
      within(screen.getByRole('region', { name: supplyPage.en.whyChooseUs.title })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Request Quote' })).toHaveAttribute('href', '/contact/');
  });

  it('keeps the testimonial slider, with its three entries, inside a hidden wrapper', () => {
    const { container } = render(<SupplyPage />);
    const slider = screen.getByRole('group', { name: 'Testimonials', hidden: true });
    const wrapper = slider.closest('[hidden]');
    expect(wrapper).not.toBeNull();
    expect(wrapper).not.toBeVisible();
    expect(screen.queryByRole('group', { name: 'Testimonials' })).not.toBeInTheDocument();
    expect(testimonials.en).toHaveLength(3);
    expect(within(slider).getByText(testimonials.en[0]!.quote)).toBeInTheDocument();
    // Lazy and hidden: the browser never downloads its pictures, one a testimonial.
    const pictures = container.querySelectorAll('[hidden] img');
    expect(pictures).toHaveLength(3);
    for (const img of pictures) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('never shows a supply capacity, hidden slider included', () => {
    const { container } = render(<SupplyPage />);
    expect(container).not.toHaveTextContent(/capacity|\btons?\b|per month/i);
    for (const { capacityTonsPerMonth } of supplyMaterialFacts) {
      expect(container.textContent).not.toContain(String(capacityTonsPerMonth));
    }
  });

  it('reads in Bangla at /bn/supply/: Bangla sections, a Bangla hidden slider, links to /bn/contact/, no capacity', () => {
    const { container } = render(<BanglaSupplyPage />);
    expect(JSON.stringify(banglaMetadata.title)).toContain(pageText.bn.supply.title);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('নির্মাণসামগ্রী সময়মতো সাইটে পৌঁছে দিই');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'নির্মাণের প্রতিটি ধাপে যা লাগে',
      'আমাদের ভরসায় ঢালাইয়ের দিন ঠিক করতে পারেন',
      'সাইটে নির্মাণসামগ্রী দরকার?',
    ]);
    const reasons = within(screen.getByRole('region', { name: supplyPage.bn.whyChooseUs.title }));
    expect(reasons.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'যাচাই করা মান',
      'সময়মতো ডেলিভারি',
      'ন্যায্য ও স্বচ্ছ দাম',
    ]);
    expect(screen.getByRole('link', { name: 'কোটেশন চান' })).toHaveAttribute('href', '/bn/contact/');

    const slider = screen.getByRole('group', { name: 'ক্লায়েন্টদের মতামত', hidden: true });
    expect(slider.closest('[hidden]')).not.toBeNull();
    expect(within(slider).getByText('রাশেদ খান')).toBeInTheDocument();
    expect(within(slider).getByText('১ / ৩')).toBeInTheDocument();

    // No capacity in either script: not '২,০০০', not '২০০০', not 'টন'.
    expect(container).not.toHaveTextContent(/(^|\s)টন(\s|\/|$)|সক্ষমতা/);
    for (const { capacityTonsPerMonth } of supplyMaterialFacts) {
      expect(container.textContent).not.toContain(formatNumber('bn', capacityTonsPerMonth));
      expect(container.textContent).not.toContain(
        formatNumber('bn', capacityTonsPerMonth, { useGrouping: false }),
      );
    }
  });
});
