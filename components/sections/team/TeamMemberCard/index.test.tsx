import { render, screen, within } from '@testing-library/react';
import { team, teamCategoryLabels, teamPage, type TeamMember } from '@/content/team';
import { expectContactLinks } from '@/tests/unit/team-steps';
import { TeamMemberCard, teamMemberCards } from '.';

const member = team.en[1] as TeamMember;
const card = (person: TeamMember = member, locale: 'en' | 'bn' = 'en') => (
  <TeamMemberCard
    member={person}
    categoryLabel={teamCategoryLabels[locale][person.category]}
    text={teamPage[locale].card}
  />
);

describe('TeamMemberCard', () => {
  it('shows the portrait, name, position, category and bio', () => {
    const { container } = render(card());
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Farhana Yasmin');
    expect(within(article).getByText(member.position)).toBeInTheDocument();
    expect(within(article).getByText('Executive Officer')).toBeInTheDocument();
    expect(within(article).getByText(member.bio)).toBeInTheDocument();
    const photo = container.querySelector('img');
    expect(photo).toHaveAttribute('src', '/img/team/farhana-yasmin-320.webp');
    expect(photo?.getAttribute('srcset')).toContain('/img/team/farhana-yasmin-640.webp 640w');
    expect(photo?.getAttribute('sizes')).toMatch(/\(min-width: 1024px\) 33vw/);
  });

  it('links to the member by e-mail and phone, each named for assistive technology', () => {
    render(card());
    expect(screen.getByRole('link', { name: 'E-mail Farhana Yasmin' })).toHaveAttribute(
      'href',
      'mailto:farhana.yasmin@unnoticonstruction.com.bd',
    );
    expect(screen.getByRole('link', { name: 'Call Farhana Yasmin' })).toHaveAttribute(
      'href',
      'tel:+8801700000002',
    );
    expectContactLinks(member);
  });

  it('shows the member in Bangla: name, position, category, and contact links named in Bangla', () => {
    const proprietor = team.bn[0] as TeamMember;
    const { container } = render(card(proprietor, 'bn'));
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('প্রকৌশলী মো. মাহবুবুর রহমান');
    expect(within(article).getByText('স্বত্বাধিকারী ও ব্যবস্থাপনা পরিচালক')).toBeInTheDocument();
    expect(within(article).getByText('এক্সিকিউটিভ অফিসার')).toBeInTheDocument();
    expect(within(article).getByText(proprietor.bio)).toBeInTheDocument();
    // The same portrait, e-mail and phone as on the English page.
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/team/mahbubur-rahman-320.webp');
    expect(screen.getByRole('link', { name: 'প্রকৌশলী মো. মাহবুবুর রহমানকে ই-মেইল করুন' })).toHaveAttribute(
      'href',
      'mailto:mahbubur.rahman@unnoticonstruction.com.bd',
    );
    expect(screen.getByRole('link', { name: 'প্রকৌশলী মো. মাহবুবুর রহমানকে ফোন করুন' })).toHaveAttribute(
      'href',
      'tel:+8801700000001',
    );
    expectContactLinks(proprietor, article, teamPage.bn.card);
  });
});

describe('teamMemberCards', () => {
  it('gives one card per member, keyed by id with its category, in content order', () => {
    const cards = teamMemberCards(team.en, teamCategoryLabels.en, teamPage.en.card);
    expect(cards).toHaveLength(46);
    expect(cards.map(({ id, category }) => ({ id, category }))).toEqual(
      team.en.map(({ id, category }) => ({ id, category })),
    );
  });
});
