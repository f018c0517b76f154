import { render, screen, within } from '@testing-library/react';
import { aboutSections, proprietor } from '@/content/about';
import { ProprietorMessage } from '.';

describe('ProprietorMessage', () => {
  it('shows the portrait, the message as a quotation, and the name and title', () => {
    render(
      <ProprietorMessage
        intro={aboutSections.proprietor}
        {...proprietor}
        portrait="team/mahbubur-rahman.jpg"
      />,
    );
    const section = screen.getByRole('region', { name: aboutSections.proprietor.title });
    expect(within(section).getByText(aboutSections.proprietor.eyebrow)).toBeInTheDocument();

    const portrait = within(section).getByRole('img', { name: 'Portrait of Engr. Md. Mahbubur Rahman' });
    expect(portrait).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/img\/team\/mahbubur-rahman-\d+\.webp$/),
    );

    const figure = within(section).getByRole('figure');
    const quote = within(figure).getByRole('blockquote');
    expect(
      within(quote)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(proprietor.message);

    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent('Engr. Md. Mahbubur Rahman');
    expect(caption).toHaveTextContent('Proprietor & Managing Director');
  });

  it('stands without a portrait', () => {
    render(<ProprietorMessage intro={aboutSections.proprietor} {...proprietor} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Engr. Md. Mahbubur Rahman')).toBeInTheDocument();
  });
});
