import { render, screen, within } from '@testing-library/react';
import { aboutSections, proprietor } from '@/content/about';
import { ProprietorMessage } from '.';

describe('ProprietorMessage', () => {
  it('shows the portrait, the message as a quotation, and the name and title', () => {
    render(<ProprietorMessage intro={aboutSections.en.proprietor} {...proprietor.en} />);
    const section = screen.getByRole('region', { name: aboutSections.en.proprietor.title });
    expect(within(section).getByText('Message from the Proprietor')).toBeInTheDocument();

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
    ).toEqual(proprietor.en.message);

    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent('Engr. Md. Mahbubur Rahman');
    expect(caption).toHaveTextContent('Proprietor & Managing Director');
  });

  it('stands without a portrait', () => {
    render(<ProprietorMessage intro={aboutSections.en.proprietor} {...proprietor.en} portrait={undefined} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Engr. Md. Mahbubur Rahman')).toBeInTheDocument();
  });

  it("signs the Bangla message with the proprietor's name in Bangla script, and names the portrait in Bangla", () => {
    render(<ProprietorMessage intro={aboutSections.bn.proprietor} {...proprietor.bn} />);
    const section = screen.getByRole('region', { name: 'নিজের বাড়ি যেভাবে গড়তাম, সেভাবেই গড়ি' });
    expect(within(section).getByText('স্বত্বাধিকারীর বার্তা')).toBeInTheDocument();
    const portrait = within(section).getByRole('img', { name: 'প্রকৌশলী মো. মাহবুবুর রহমানের ছবি' });
    expect(portrait).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/img\/team\/mahbubur-rahman-\d+\.webp$/),
    );
    const caption = within(section).getByRole('figure').querySelector('figcaption');
    expect(caption).toHaveTextContent('প্রকৌশলী মো. মাহবুবুর রহমান');
    expect(caption).toHaveTextContent('স্বত্বাধিকারী ও ব্যবস্থাপনা পরিচালক');
    expect(within(section).getByRole('blockquote')).toHaveTextContent(/^২০১৯ সালে/);
  });
});
