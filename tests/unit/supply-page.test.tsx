import { render, screen, within } from '@testing-library/react';
import SupplyPage, { metadata } from '@/app/supply/page';
import { pageIntros } from '@/content/pages';
import { supplyMaterials, supplyPage, testimonials } from '@/content/supply';

describe('Supply page', () => {
  it('has one h1, the materials, the three reasons and the Request Quote link to /contact/', () => {
    render(<SupplyPage />);
    expect(metadata.title).toEqual({ absolute: 'Construction Material Supply | Unnoti Construction' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(pageIntros['/supply/'].title);
    // Visible sections, in order; the hidden testimonials are not among them.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      supplyPage.materials.title,
      supplyPage.whyChooseUs.title,
      supplyPage.quote.title,
    ]);
    expect(
      within(screen.getByRole('region', { name: supplyPage.materials.title })).getAllByRole('article'),
    ).toHaveLength(9);
    expect(
      within(screen.getByRole('region', { name: supplyPage.whyChooseUs.title })).getAllByRole('listitem'),
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
    expect(testimonials).toHaveLength(3);
    expect(within(slider).getByText(testimonials[0]!.quote)).toBeInTheDocument();
    // Lazy and hidden: the browser never downloads its pictures.
    for (const img of wrapper!.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');
    expect(container.querySelectorAll('[hidden] img')).toHaveLength(1);
  });

  it('never shows a supply capacity, hidden slider included', () => {
    const { container } = render(<SupplyPage />);
    expect(container).not.toHaveTextContent(/capacity|\btons?\b|per month/i);
    for (const { capacityTonsPerMonth } of supplyMaterials) {
      expect(container.textContent).not.toContain(String(capacityTonsPerMonth));
    }
  });
});
