import { render, screen, within } from '@testing-library/react';
import { compliance, licensesPage } from '@/content/licenses';
import { supplyPage, whyChooseUs } from '@/content/supply';
import { InfoCardGrid } from '.';

function cardsOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('listitem')
    .map((card) => ({
      title: within(card).getByRole('heading', { level: 3 }).textContent,
      description: card.querySelector('p')?.textContent,
    }));
}

describe('InfoCardGrid', () => {
  it("shows the Supply page's three why-choose-us cards under their heading", () => {
    render(<InfoCardGrid headingId="why" intro={supplyPage.whyChooseUs} cards={whyChooseUs} />);
    const region = screen.getByRole('region', { name: supplyPage.whyChooseUs.title });
    expect(within(region).getByText(supplyPage.whyChooseUs.eyebrow)).toBeInTheDocument();
    expect(cardsOf(region)).toEqual([
      { title: 'Checked Quality', description: whyChooseUs[0]?.description },
      { title: 'On-Time Delivery', description: whyChooseUs[1]?.description },
      { title: 'Fair, Transparent Pricing', description: whyChooseUs[2]?.description },
    ]);
  });

  it("shows the Licenses page's three compliance cards under 'Compliance & Legal Standing'", () => {
    render(
      <InfoCardGrid headingId="compliance" intro={licensesPage.compliance} cards={compliance} tone="warm" />,
    );
    const region = screen.getByRole('region', { name: 'Compliance & Legal Standing' });
    expect(cardsOf(region).map((card) => card.title)).toEqual([
      'Legal Compliance',
      'Regular Audits',
      'Transparent Operations',
    ]);
    expect(within(region).getByText(compliance[1]!.description)).toBeInTheDocument();
  });
});
