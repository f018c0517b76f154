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
    const intro = supplyPage.en.whyChooseUs;
    render(<InfoCardGrid headingId="why" intro={intro} cards={whyChooseUs.en} />);
    const region = screen.getByRole('region', { name: intro.title });
    expect(within(region).getByText(intro.eyebrow)).toBeInTheDocument();
    expect(cardsOf(region)).toEqual([
      { title: 'Checked Quality', description: whyChooseUs.en[0]?.description },
      { title: 'On-Time Delivery', description: whyChooseUs.en[1]?.description },
      { title: 'Fair, Transparent Pricing', description: whyChooseUs.en[2]?.description },
    ]);
  });

  it("shows the Licenses page's three compliance cards under 'Compliance & Legal Standing'", () => {
    render(
      <InfoCardGrid
        headingId="compliance"
        intro={licensesPage.en.compliance}
        cards={compliance.en}
        tone="warm"
      />,
    );
    const region = screen.getByRole('region', { name: 'Compliance & Legal Standing' });
    expect(cardsOf(region).map((card) => card.title)).toEqual([
      'Legal Compliance',
      'Regular Audits',
      'Transparent Operations',
    ]);
    expect(within(region).getByText(compliance.en[1]!.description)).toBeInTheDocument();
  });

  it("shows the Bangla page's cards in Bangla", () => {
    const intro = supplyPage.bn.whyChooseUs;
    render(<InfoCardGrid headingId="why" intro={intro} cards={whyChooseUs.bn} />);
    const region = screen.getByRole('region', { name: intro.title });
    expect(cardsOf(region)).toEqual(whyChooseUs.bn.map(({ title, description }) => ({ title, description })));
    expect(intro.title).toMatch(/[\u0980-\u09ff]/);
  });
});
